import { describe, expect, it, vi } from 'vitest'
import {
  checkMicrophone,
  MICROPHONE_CONSTRAINTS,
  microphoneErrorMessage,
  requestMicrophone,
} from '@/lib/voice/microphone'

const domError = (name: string) => Object.assign(new Error(name), { name })

function fakeStream() {
  const track = { stop: vi.fn() }
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track }
}

describe('microphone errors', () => {
  it.each([
    ['NotAllowedError', 'Microphone access was denied. Please enable microphone permissions in your browser settings.'],
    ['NotFoundError', 'No microphone found. Please ensure your microphone is properly connected.'],
    ['NotSupportedError', 'Your browser version may be too old. Please update your browser or try Chrome/Firefox.'],
    ['SecurityError', 'Security error. Please ensure you are using HTTPS and have granted the necessary permissions.'],
    ['AbortError', 'The audio capture was aborted. Please try again.'],
  ])('maps %s to its message', (name, message) => {
    expect(microphoneErrorMessage(domError(name))).toBe(message)
  })

  it('has a generic message for anything else', () => {
    expect(microphoneErrorMessage(domError('NotReadableError'))).toMatch(/microphone could not be started/)
    expect(microphoneErrorMessage('weird')).toMatch(/microphone could not be started/)
    expect(microphoneErrorMessage(domError('toString'))).toMatch(/microphone could not be started/)
  })
})

describe('requestMicrophone', () => {
  it('asks first for echo cancellation, noise suppression, auto gain, 48000 Hz mono', async () => {
    const { stream } = fakeStream()
    const getUserMedia = vi.fn().mockResolvedValue(stream)
    await expect(requestMicrophone({ getUserMedia })).resolves.toBe(stream)
    expect(getUserMedia).toHaveBeenCalledTimes(1)
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: {
        echoCancellation: true,
        noiseSuppression: true,
        autoGainControl: true,
        sampleRate: 48000,
        channelCount: 1,
      },
    })
    expect(MICROPHONE_CONSTRAINTS.sampleRate).toBe(48000)
  })

  it('falls back to plain audio when the device cannot meet the constraints', async () => {
    const { stream } = fakeStream()
    const getUserMedia = vi.fn().mockRejectedValueOnce(domError('OverconstrainedError')).mockResolvedValueOnce(stream)
    await expect(requestMicrophone({ getUserMedia })).resolves.toBe(stream)
    expect(getUserMedia).toHaveBeenLastCalledWith({ audio: true })
  })

  it('does not ask again after a refusal', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(domError('NotAllowedError'))
    await expect(requestMicrophone({ getUserMedia })).rejects.toMatchObject({ name: 'NotAllowedError' })
    expect(getUserMedia).toHaveBeenCalledTimes(1)
  })
})

describe('checkMicrophone', () => {
  it('releases the microphone after permission is granted (the call library opens its own)', async () => {
    const { stream, track } = fakeStream()
    await expect(checkMicrophone({ getUserMedia: vi.fn().mockResolvedValue(stream) })).resolves.toBeNull()
    expect(track.stop).toHaveBeenCalled()
  })

  it('returns the exact message when the visitor denies the microphone', async () => {
    await expect(
      checkMicrophone({ getUserMedia: vi.fn().mockRejectedValue(domError('NotAllowedError')) }),
    ).resolves.toBe('Microphone access was denied. Please enable microphone permissions in your browser settings.')
  })

  it('returns the no-microphone message when even plain audio finds no device', async () => {
    const getUserMedia = vi
      .fn()
      .mockRejectedValueOnce(domError('OverconstrainedError'))
      .mockRejectedValueOnce(domError('NotFoundError'))
    await expect(checkMicrophone({ getUserMedia })).resolves.toBe(
      'No microphone found. Please ensure your microphone is properly connected.',
    )
  })
})
