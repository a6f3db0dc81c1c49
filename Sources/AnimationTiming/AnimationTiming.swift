// AnimationTiming: when an animation is at which fraction (Core Animation's CAMediaTiming and the
// Web Animations timing model), the value half of an animation (from/to/by, additive, cumulative,
// composite), and frame sequences (image sequences, GIF frame delays, display links). The module
// article (AnimationTiming.docc) has the formulas and the sources.
