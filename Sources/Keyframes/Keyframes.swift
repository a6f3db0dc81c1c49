// Keyframes: keyframe interpolation, paths and timing (see Keyframes.docc).
