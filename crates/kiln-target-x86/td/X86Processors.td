// X86Processors.td - the `-mattr` features and `-mcpu` processors of x86-64.
//
// A feature is named as in LLVM's feature strings; its def name, less the
// `Feature` prefix, names the Rust constant (`FeatureSse41` is
// `Feature::Sse41`). Enabling a feature enables what it implies. Each
// processor lists its features beyond none; all use the generic model for now.

def FeatureMode64Bit : SubtargetFeature<"64bit", "HasX86_64", "true", "Support 64-bit instructions">;
def FeatureX87   : SubtargetFeature<"x87", "HasX87", "true", "Enable X87 float instructions">;
def FeatureCmov  : SubtargetFeature<"cmov", "HasCMov", "true", "Enable conditional move instructions">;
def FeatureCx8   : SubtargetFeature<"cx8", "HasCmpxchg8b", "true", "Support CMPXCHG8B instructions">;
def FeatureCx16  : SubtargetFeature<"cx16", "HasCmpxchg16b", "true", "64-bit with cmpxchg16b", [FeatureCx8]>;
def FeatureFxsr  : SubtargetFeature<"fxsr", "HasFXSR", "true", "Support fxsave/fxrestore instructions">;
def FeatureMmx   : SubtargetFeature<"mmx", "HasMMX", "true", "Enable MMX instructions">;
def FeatureSahf  : SubtargetFeature<"sahf", "HasLAHFSAHF64", "true", "Support LAHF and SAHF instructions in 64-bit mode">;
def FeatureSse   : SubtargetFeature<"sse", "X86SSELevel", "SSE1", "Enable SSE instructions">;
def FeatureSse2  : SubtargetFeature<"sse2", "X86SSELevel", "SSE2", "Enable SSE2 instructions", [FeatureSse]>;
def FeatureSse3  : SubtargetFeature<"sse3", "X86SSELevel", "SSE3", "Enable SSE3 instructions", [FeatureSse2]>;
def FeatureSsse3 : SubtargetFeature<"ssse3", "X86SSELevel", "SSSE3", "Enable SSSE3 instructions", [FeatureSse3]>;
def FeatureSse41 : SubtargetFeature<"sse4.1", "X86SSELevel", "SSE41", "Enable SSE 4.1 instructions", [FeatureSsse3]>;
def FeatureSse42 : SubtargetFeature<"sse4.2", "X86SSELevel", "SSE42", "Enable SSE 4.2 instructions", [FeatureSse41]>;
def FeaturePclmul : SubtargetFeature<"pclmul", "HasPCLMUL", "true", "Enable packed carry-less multiplication instructions", [FeatureSse2]>;
def FeaturePopcnt : SubtargetFeature<"popcnt", "HasPOPCNT", "true", "Support POPCNT instruction">;
def FeatureLzcnt : SubtargetFeature<"lzcnt", "HasLZCNT", "true", "Support LZCNT instruction">;
def FeatureBmi   : SubtargetFeature<"bmi", "HasBMI", "true", "Support BMI instructions">;
def FeatureBmi2  : SubtargetFeature<"bmi2", "HasBMI2", "true", "Support BMI2 instructions">;
def FeatureMovbe : SubtargetFeature<"movbe", "HasMOVBE", "true", "Support MOVBE instruction">;
def FeatureAvx   : SubtargetFeature<"avx", "X86SSELevel", "AVX", "Enable AVX instructions", [FeatureSse42]>;
def FeatureF16c  : SubtargetFeature<"f16c", "HasF16C", "true", "Support 16-bit floating point conversion instructions", [FeatureAvx]>;
def FeatureFma   : SubtargetFeature<"fma", "HasFMA", "true", "Enable three-operand fused multiple-add", [FeatureAvx]>;
def FeatureAvx2  : SubtargetFeature<"avx2", "X86SSELevel", "AVX2", "Enable AVX2 instructions", [FeatureAvx]>;
// A tuning fact, not an instruction set: unaligned 16-byte accesses are slow, so constant-length
// memcpy/memset use vector registers only on 16-byte aligned memory. It comes from the tuning
// processor (the "tune-cpu" attribute, else the CPU; none at all is LLVM's i586, slow).
def FeatureSlowUnalignedMem16 : SubtargetFeature<"slow-unaligned-mem-16", "IsUAMem16Slow", "true",
                                                 "Slow unaligned 16-byte memory access">;
def FeatureAvx512f : SubtargetFeature<"avx512f", "X86SSELevel", "AVX512F", "Enable AVX-512 instructions",
                                      [FeatureAvx2, FeatureF16c, FeatureFma]>;

// Feature levels of the x86-64 psABI.
defvar X86_64V1 = [FeatureMode64Bit, FeatureX87, FeatureCmov, FeatureCx8, FeatureFxsr, FeatureMmx, FeatureSse2];
defvar X86_64V2 = !listconcat(X86_64V1, [FeatureCx16, FeatureSahf, FeaturePopcnt, FeatureSse42]);
defvar X86_64V2Avx = !listconcat(X86_64V2, [FeatureAvx]);
defvar X86_64V3 = !listconcat(X86_64V2, [FeatureAvx2, FeatureBmi, FeatureBmi2, FeatureF16c, FeatureFma,
                                         FeatureLzcnt, FeatureMovbe]);
defvar X86_64V4 = !listconcat(X86_64V3, [FeatureAvx512f]);

foreach cpu = ["generic", "x86-64"] in
  def : ProcessorModel<cpu, X86GenericModel, X86_64V1>;
foreach cpu = ["k8", "opteron", "athlon64", "nocona"] in
  def : ProcessorModel<cpu, X86GenericModel, !listconcat(X86_64V1, [FeatureSlowUnalignedMem16])>;
def : ProcessorModel<"core2", X86GenericModel,
                     !listconcat(X86_64V1, [FeatureSsse3, FeatureCx16, FeatureSahf, FeatureSlowUnalignedMem16])>;
def : ProcessorModel<"penryn", X86GenericModel,
                     !listconcat(X86_64V1, [FeatureSse41, FeatureCx16, FeatureSahf, FeatureSlowUnalignedMem16])>;
foreach cpu = ["x86-64-v2", "nehalem", "corei7", "westmere", "silvermont", "goldmont", "btver1"] in
  def : ProcessorModel<cpu, X86GenericModel, X86_64V2>;
foreach cpu = ["sandybridge", "corei7-avx", "ivybridge", "core-avx-i", "btver2", "bdver1"] in
  def : ProcessorModel<cpu, X86GenericModel, X86_64V2Avx>;
foreach cpu = ["x86-64-v3", "haswell", "core-avx2", "broadwell", "skylake", "alderlake", "znver1", "znver2",
               "znver3"] in
  def : ProcessorModel<cpu, X86GenericModel, X86_64V3>;
foreach cpu = ["x86-64-v4", "skylake-avx512", "cascadelake", "icelake-client", "icelake-server", "tigerlake"] in
  def : ProcessorModel<cpu, X86GenericModel, X86_64V4>;
