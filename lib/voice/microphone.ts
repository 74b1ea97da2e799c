import { voiceMessages } from './messages'

/** The first request asks for a clean 48 kHz mono voice track (echo cancellation, noise suppression, gain control). */
export const MICROPHONE_CONSTRAINTS = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
  sampleRate: 48_000,
  channelCount: 1,
} as const satisfies MediaTrackConstraints

export type MediaDevicesLike = { getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream> }

/** Errors that mean "this browser or device cannot honour those constraints", not "no microphone". */
const CONSTRAINT_ERRORS = new Set(['OverconstrainedError', 'ConstraintNotSatisfiedError', 'TypeError'])

function errorName(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'name' in error && typeof error.name === 'string'
    ? error.name
    : undefined
}

/** The microphone with the voice constraints, or plain audio when the device cannot meet them. */
export async function requestMicrophone(mediaDevices: MediaDevicesLike): Promise<MediaStream> {
  try {
    return await mediaDevices.getUserMedia({ audio: MICROPHONE_CONSTRAINTS })
  } catch (error) {
    if (!CONSTRAINT_ERRORS.has(errorName(error) ?? '')) throw error
    return mediaDevices.getUserMedia({ audio: true })
  }
}

/** The visitor-facing message for a failed microphone request (lib/voice/messages.ts). */
export function microphoneErrorMessage(error: unknown): string {
  const name = errorName(error)
  if (name && Object.hasOwn(voiceMessages.microphone, name)) {
    return voiceMessages.microphone[name as keyof typeof voiceMessages.microphone]
  }
  return voiceMessages.microphoneUnavailable
}

/**
 * Asks for the microphone (the browser's permission prompt) and releases it again: the call
 * library opens its own track once permission is granted. Returns the message to show, or null.
 */
export async function checkMicrophone(mediaDevices: MediaDevicesLike): Promise<string | null> {
  try {
    const stream = await requestMicrophone(mediaDevices)
    stream.getTracks().forEach((track) => track.stop())
    return null
  } catch (error) {
    return microphoneErrorMessage(error)
  }
}
