import MotionCurvesCLI

// The `motioncurves` executable: the commands live in MotionCurvesCLI (so the CLI fuzz target can
// run them in-process).
MotionCurvesCommand.main()
