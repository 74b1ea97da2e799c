/** What a visitor reads when voice chat cannot start. Exact strings: tests compare them letter by letter. */
export const voiceMessages = {
  insecureContext:
    "Voice chat requires a secure connection (HTTPS). Please ensure you're accessing the site via HTTPS.",
  unsupportedBrowser:
    "Your browser doesn't fully support voice chat features. For the best experience, please use Chrome, Firefox, Safari, or Edge. If you're using Safari or another browser, make sure it's updated to the latest version and that microphone permissions are enabled.",
  microphone: {
    NotAllowedError: 'Microphone access was denied. Please enable microphone permissions in your browser settings.',
    NotFoundError: 'No microphone found. Please ensure your microphone is properly connected.',
    NotSupportedError: 'Your browser version may be too old. Please update your browser or try Chrome/Firefox.',
    SecurityError: 'Security error. Please ensure you are using HTTPS and have granted the necessary permissions.',
    AbortError: 'The audio capture was aborted. Please try again.',
  },
  /** Not one of the fixed browser error names above: any other microphone failure (in use by another app, hardware error). */
  microphoneUnavailable:
    'Your microphone could not be started. Please check that no other app is using it and try again.',
  /** The call could not be set up (the voice API refused it, or the call library could not join). */
  startFailed: 'Failed to initialize voice chat service. Please try again later.',
  /** The shared voice client could not be created (its code did not load, or its constructor threw). */
  clientUnavailable: 'Failed to initialize voice service',
  missingAssistant: 'Assistant or Squad must be provided.',
  noCall: 'Call object is not available.',
} as const
