// X86PatVector.td - 128-bit vectors in XMM registers (VR128) with SSE2: the
// target nodes and patterns that move values between elements and whole
// vector registers, loads and stores of whole vectors, and their elementwise
// arithmetic.
//
// A BUILD_VECTOR of elements of at most two vectors (a shufflevector) becomes one
// of SSE2's shuffles where one fits: pshufd, pshuflw/pshufhw, punpckl*/punpckh*,
// shufps/shufpd, psrldq/pslldq.
// Custom lowering (src/lowering/vector.rs) rewrites BUILD_VECTOR into element 0
// from a scalar (scalar_to_vector: movd/movq, or the scalar register itself
// for floats) joined by unpacks (unpcklps/unpcklpd/punpckl*, movlhps), or word
// inserts (pinsrw) for 16- and 8-bit elements; EXTRACT_VECTOR_ELT into a
// shuffle that brings the element to position 0 (pshufd) and its extraction,
// or a word extract (pextrw). Bit casts between 128-bit vector types are free.
// Vector compares become pcmpeq*/pcmpgt* or cmpps/cmppd (all-ones lanes where
// true), their sign bits a scalar by pmovmskb/movmskps/movmskpd.

// ---- Target nodes -------------------------------------------------------------
// (a, b) -> the low halves of a and b interleaved: a0 b0 a1 b1 ...
def SDTX86Unpck  : SDTypeProfile<1, 2, [SDTCisVec<0>, SDTCisSameAs<0, 1>,
                                        SDTCisSameAs<0, 2>]>;
// (vector, i8 immediate) -> the 32-bit elements chosen by the immediate's
// two-bit fields
def SDTX86PShuf  : SDTypeProfile<1, 2, [SDTCisVec<0>, SDTCisSameAs<0, 1>,
                                        SDTCisVT<2, i8>]>;
// (v8i16, i8 index) -> the word zero-extended to i32
def SDTX86Pextrw : SDTypeProfile<1, 2, [SDTCisVT<0, i32>, SDTCisVT<1, v8i16>,
                                        SDTCisVT<2, i8>]>;
// (v8i16, i32 word, i8 index) -> the vector with that word replaced
def SDTX86Pinsrw : SDTypeProfile<1, 3, [SDTCisVT<0, v8i16>, SDTCisSameAs<0, 1>,
                                        SDTCisVT<2, i32>, SDTCisVT<3, i8>]>;
def SDTX86VZero  : SDTypeProfile<1, 0, [SDTCisVec<0>]>;
// (vector, i8 count) -> every element shifted by the same count
def SDTX86VShiftImm : SDTypeProfile<1, 2, [SDTCisVec<0>, SDTCisSameAs<0, 1>,
                                           SDTCisVT<2, i8>]>;

// (a, b) -> every lane all ones where the predicate holds, zero elsewhere
def SDTX86PCmp   : SDTypeProfile<1, 2, [SDTCisVec<0>, SDTCisSameAs<0, 1>,
                                        SDTCisSameAs<0, 2>]>;
// (a, b, i8 predicate) -> cmpps/cmppd's lanes (predicates 0..7: eq lt le unord
// neq nlt nle ord)
def SDTX86CmpP   : SDTypeProfile<1, 3, [SDTCisVec<0>, SDTCisSameAs<0, 1>,
                                        SDTCisSameAs<0, 2>, SDTCisVT<3, i8>]>;
// vector -> i32 of the lanes' sign bits
def SDTX86MovMsk : SDTypeProfile<1, 1, [SDTCisVT<0, i32>, SDTCisVec<1>]>;
// (a, b) -> the elements of both, saturated to half their width (packss: signed,
// packus: unsigned; words to bytes, dwords to words)
def SDTX86Pack   : SDTypeProfile<1, 2, [SDTCisVec<0>, SDTCisVec<1>, SDTCisSameAs<1, 2>]>;

def X86pcmpeq  : SDNode<"X86ISD::PCMPEQ", SDTX86PCmp>;
def X86pcmpgt  : SDNode<"X86ISD::PCMPGT", SDTX86PCmp>;
def X86cmpp    : SDNode<"X86ISD::CMPP", SDTX86CmpP>;
def X86movmsk  : SDNode<"X86ISD::MOVMSK", SDTX86MovMsk>;
def X86packss  : SDNode<"X86ISD::PACKSS", SDTX86Pack>;
def X86packus  : SDNode<"X86ISD::PACKUS", SDTX86Pack>;
def X86vones   : SDNode<"X86ISD::VONES", SDTX86VZero>;
def X86pshuflw : SDNode<"X86ISD::PSHUFLW", SDTX86PShuf>;
// (a, b, i8 immediate) -> shufps/shufpd: the low lanes from a, the high from b,
// each chosen by the immediate's fields
def SDTX86Shufp  : SDTypeProfile<1, 3, [SDTCisVec<0>, SDTCisSameAs<0, 1>,
                                        SDTCisSameAs<0, 2>, SDTCisVT<3, i8>]>;

def X86unpckl  : SDNode<"X86ISD::UNPCKL", SDTX86Unpck>;
// (a, b) -> the high halves of a and b interleaved
def X86unpckh  : SDNode<"X86ISD::UNPCKH", SDTX86Unpck>;
def X86shufp   : SDNode<"X86ISD::SHUFP", SDTX86Shufp>;
def X86pshufhw : SDNode<"X86ISD::PSHUFHW", SDTX86PShuf>;
// (vector, i8 count) -> the register shifted by whole bytes, zeros shifted in
def X86vsrldq  : SDNode<"X86ISD::VSRLDQ", SDTX86VShiftImm>;
def X86vshldq  : SDNode<"X86ISD::VSHLDQ", SDTX86VShiftImm>;
def X86movlhps : SDNode<"X86ISD::MOVLHPS", SDTX86Unpck>;
def X86pshufd  : SDNode<"X86ISD::PSHUFD", SDTX86PShuf>;
def X86pextrw  : SDNode<"X86ISD::PEXTRW", SDTX86Pextrw>;
def X86pinsrw  : SDNode<"X86ISD::PINSRW", SDTX86Pinsrw>;
def X86vzero   : SDNode<"X86ISD::VZERO", SDTX86VZero>;
def X86vshli   : SDNode<"X86ISD::VSHLI", SDTX86VShiftImm>;
def X86vsrli   : SDNode<"X86ISD::VSRLI", SDTX86VShiftImm>;
def X86vsrai   : SDNode<"X86ISD::VSRAI", SDTX86VShiftImm>;

// ---- Element 0 from a scalar, element 0 out ------------------------------------
def : Pat<(v4f32 (scalar_to_vector FR32:$s)), (COPY_TO_REGCLASS FR32:$s, VR128)>;
def : Pat<(v2f64 (scalar_to_vector FR64:$s)), (COPY_TO_REGCLASS FR64:$s, VR128)>;
def : Pat<(v4i32 (scalar_to_vector GR32:$s)), (MOVDI2PDIrr GR32:$s)>;
def : Pat<(v2i64 (scalar_to_vector GR64:$s)), (MOV64toPQIrr GR64:$s)>;
// A loaded scalar enters element 0 straight from memory (movd/movq/movss/movsd
// mem, which zero the other elements), not through a general register.
def : Pat<(v4i32 (scalar_to_vector (loadi32 addr:$src))), (MOVDI2PDIrm addr:$src)>;
def : Pat<(v2i64 (scalar_to_vector (loadi64 addr:$src))), (MOVQI2PQIrm addr:$src)>;
def : Pat<(f32 (vector_extract (v4f32 VR128:$v), 0)), (COPY_TO_REGCLASS VR128:$v, FR32)>;
def : Pat<(f64 (vector_extract (v2f64 VR128:$v), 0)), (COPY_TO_REGCLASS VR128:$v, FR64)>;
def : Pat<(i32 (vector_extract (v4i32 VR128:$v), 0)), (MOVPDI2DIrr VR128:$v)>;
def : Pat<(i64 (vector_extract (v2i64 VR128:$v), 0)), (MOVPQIto64rr VR128:$v)>;
// Element 0 stored straight from the register (a widened 64- or 32-bit vector).
def : Pat<(store (i64 (vector_extract (v2i64 VR128:$v), 0)), addr:$dst), (MOVPQI2QImr addr:$dst, VR128:$v)>;
def : Pat<(store (i32 (vector_extract (v4i32 VR128:$v), 0)), addr:$dst), (MOVPDI2DImr addr:$dst, VR128:$v)>;

// ---- Shuffles ---------------------------------------------------------------------
def : Pat<(v4f32 (X86unpckl VR128:$a, VR128:$b)), (UNPCKLPSrr VR128:$a, VR128:$b)>;
def : Pat<(v2f64 (X86unpckl VR128:$a, VR128:$b)), (UNPCKLPDrr VR128:$a, VR128:$b)>;
def : Pat<(v16i8 (X86unpckl VR128:$a, VR128:$b)), (PUNPCKLBWrr VR128:$a, VR128:$b)>;
def : Pat<(v8i16 (X86unpckl VR128:$a, VR128:$b)), (PUNPCKLWDrr VR128:$a, VR128:$b)>;
def : Pat<(v4i32 (X86unpckl VR128:$a, VR128:$b)), (PUNPCKLDQrr VR128:$a, VR128:$b)>;
def : Pat<(v2i64 (X86unpckl VR128:$a, VR128:$b)), (PUNPCKLQDQrr VR128:$a, VR128:$b)>;
def : Pat<(v4f32 (X86movlhps VR128:$a, VR128:$b)), (MOVLHPSrr VR128:$a, VR128:$b)>;
def : Pat<(v4i32 (X86pshufd VR128:$v, timm:$imm)), (PSHUFDri VR128:$v, timm:$imm)>;
def : Pat<(v4f32 (X86pshufd VR128:$v, timm:$imm)), (PSHUFDri VR128:$v, timm:$imm)>;
def : Pat<(v8i16 (X86pshuflw VR128:$v, timm:$imm)), (PSHUFLWri VR128:$v, timm:$imm)>;
def : Pat<(v8i16 (X86pshufhw VR128:$v, timm:$imm)), (PSHUFHWri VR128:$v, timm:$imm)>;
def : Pat<(v4f32 (X86unpckh VR128:$a, VR128:$b)), (UNPCKHPSrr VR128:$a, VR128:$b)>;
def : Pat<(v2f64 (X86unpckh VR128:$a, VR128:$b)), (UNPCKHPDrr VR128:$a, VR128:$b)>;
def : Pat<(v16i8 (X86unpckh VR128:$a, VR128:$b)), (PUNPCKHBWrr VR128:$a, VR128:$b)>;
def : Pat<(v8i16 (X86unpckh VR128:$a, VR128:$b)), (PUNPCKHWDrr VR128:$a, VR128:$b)>;
def : Pat<(v4i32 (X86unpckh VR128:$a, VR128:$b)), (PUNPCKHDQrr VR128:$a, VR128:$b)>;
def : Pat<(v2i64 (X86unpckh VR128:$a, VR128:$b)), (PUNPCKHQDQrr VR128:$a, VR128:$b)>;
def : Pat<(v4f32 (X86shufp VR128:$a, VR128:$b, timm:$imm)), (SHUFPSrri VR128:$a, VR128:$b, timm:$imm)>;
def : Pat<(v2f64 (X86shufp VR128:$a, VR128:$b, timm:$imm)), (SHUFPDrri VR128:$a, VR128:$b, timm:$imm)>;
def : Pat<(v16i8 (X86vsrldq VR128:$v, timm:$c)), (PSRLDQri VR128:$v, timm:$c)>;
def : Pat<(v16i8 (X86vshldq VR128:$v, timm:$c)), (PSLLDQri VR128:$v, timm:$c)>;
def : Pat<(X86pextrw (v8i16 VR128:$v), timm:$imm), (PEXTRWrr VR128:$v, timm:$imm)>;
def : Pat<(X86pinsrw VR128:$v, GR32:$w, timm:$imm), (PINSRWrr VR128:$v, GR32:$w, timm:$imm)>;
// A loaded word is inserted from memory.
def : Pat<(X86pinsrw VR128:$v, (extloadi32i16 addr:$w), timm:$imm), (PINSRWrm VR128:$v, addr:$w, timm:$imm)>;
def : Pat<(X86pinsrw VR128:$v, (i32 (anyext (loadi16 addr:$w))), timm:$imm), (PINSRWrm VR128:$v, addr:$w, timm:$imm)>;

// ---- All-zero vectors (xorps) -------------------------------------------------------
def : Pat<(v16i8 (X86vzero)), (V_SET0)>;
def : Pat<(v8i16 (X86vzero)), (V_SET0)>;
def : Pat<(v4i32 (X86vzero)), (V_SET0)>;
def : Pat<(v2i64 (X86vzero)), (V_SET0)>;
def : Pat<(v4f32 (X86vzero)), (V_SET0)>;
def : Pat<(v2f64 (X86vzero)), (V_SET0)>;

// ---- All-ones vectors (pcmpeqd of a register with itself) ------------------------
def : Pat<(v16i8 (X86vones)), (V_SETALLONES)>;
def : Pat<(v8i16 (X86vones)), (V_SETALLONES)>;
def : Pat<(v4i32 (X86vones)), (V_SETALLONES)>;
def : Pat<(v2i64 (X86vones)), (V_SETALLONES)>;

// ---- Loads and stores, unaligned forms ---------------------------------------------
multiclass VectorMemPats<ValueType vt> {
  def : Pat<(vt (load addr:$src)), (MOVUPSrm addr:$src)>;
  def : Pat<(nontruncstore (vt VR128:$src), addr:$dst), (MOVUPSmr addr:$dst, VR128:$src)>;
}
defm : VectorMemPats<v16i8>;
defm : VectorMemPats<v8i16>;
defm : VectorMemPats<v4i32>;
defm : VectorMemPats<v2i64>;
defm : VectorMemPats<v4f32>;
defm : VectorMemPats<v2f64>;

// ---- Elementwise arithmetic on whole vectors ----------------------------------------
// The operations SSE2 has (the others are expanded element by element, see
// src/lowering/actions.rs). A load is folded into the memory form (`paddd
// .LCPI0_0(%rip), %xmm0`) only when it is 16-byte aligned, as the legacy SSE
// forms need: constant-pool vectors and aligned IR loads (`memop`).
def memop : PatFrag<(ops node:$ptr), (load node:$ptr),
                    [{ crate::isel::is_aligned_vector_load(dag, n) }]>;
multiclass VectorBinPat<SDNode node, ValueType vt, string inst> {
  def : Pat<(vt (node VR128:$a, VR128:$b)), (!cast<Instruction>(inst # "rr") VR128:$a, VR128:$b)>;
  def : Pat<(vt (node VR128:$a, (memop addr:$b))), (!cast<Instruction>(inst # "rm") VR128:$a, addr:$b)>;
}
defm : VectorBinPat<add, v16i8, "PADDB">;
defm : VectorBinPat<add, v8i16, "PADDW">;
defm : VectorBinPat<add, v4i32, "PADDD">;
defm : VectorBinPat<add, v2i64, "PADDQ">;
defm : VectorBinPat<sub, v16i8, "PSUBB">;
defm : VectorBinPat<sub, v8i16, "PSUBW">;
defm : VectorBinPat<sub, v4i32, "PSUBD">;
defm : VectorBinPat<sub, v2i64, "PSUBQ">;
defm : VectorBinPat<mul, v8i16, "PMULLW">;
foreach vt = [v16i8, v8i16, v4i32, v2i64] in {
  defm : VectorBinPat<and, vt, "PAND">;
  defm : VectorBinPat<or, vt, "POR">;
  defm : VectorBinPat<xor, vt, "PXOR">;
}
defm : VectorBinPat<fadd, v4f32, "ADDPS">;
defm : VectorBinPat<fadd, v2f64, "ADDPD">;
defm : VectorBinPat<fsub, v4f32, "SUBPS">;
defm : VectorBinPat<fsub, v2f64, "SUBPD">;
defm : VectorBinPat<fmul, v4f32, "MULPS">;
defm : VectorBinPat<fmul, v2f64, "MULPD">;
defm : VectorBinPat<fdiv, v4f32, "DIVPS">;
defm : VectorBinPat<fdiv, v2f64, "DIVPD">;

// Shifts of every element by one constant count (the lowering of a shift by a
// splat constant; other vector shifts are done element by element).
multiclass VectorShiftImmPat<SDNode node, ValueType vt, Instruction ri> {
  def : Pat<(vt (node VR128:$v, timm:$c)), (ri VR128:$v, timm:$c)>;
}
defm : VectorShiftImmPat<X86vshli, v8i16, PSLLWri>;
defm : VectorShiftImmPat<X86vshli, v4i32, PSLLDri>;
defm : VectorShiftImmPat<X86vshli, v2i64, PSLLQri>;
defm : VectorShiftImmPat<X86vsrli, v8i16, PSRLWri>;
defm : VectorShiftImmPat<X86vsrli, v4i32, PSRLDri>;
defm : VectorShiftImmPat<X86vsrli, v2i64, PSRLQri>;
defm : VectorShiftImmPat<X86vsrai, v8i16, PSRAWri>;
defm : VectorShiftImmPat<X86vsrai, v4i32, PSRADri>;

// ---- Bit casts between 128-bit vector types: the same register ---------------------
multiclass VectorBitcastPats<ValueType to> {
  def : Pat<(to (bitconvert (v16i8 VR128:$s))), (COPY_TO_REGCLASS VR128:$s, VR128)>;
  def : Pat<(to (bitconvert (v8i16 VR128:$s))), (COPY_TO_REGCLASS VR128:$s, VR128)>;
  def : Pat<(to (bitconvert (v4i32 VR128:$s))), (COPY_TO_REGCLASS VR128:$s, VR128)>;
  def : Pat<(to (bitconvert (v2i64 VR128:$s))), (COPY_TO_REGCLASS VR128:$s, VR128)>;
  def : Pat<(to (bitconvert (v4f32 VR128:$s))), (COPY_TO_REGCLASS VR128:$s, VR128)>;
  def : Pat<(to (bitconvert (v2f64 VR128:$s))), (COPY_TO_REGCLASS VR128:$s, VR128)>;
}
defm : VectorBitcastPats<v16i8>;
defm : VectorBitcastPats<v8i16>;
defm : VectorBitcastPats<v4i32>;
defm : VectorBitcastPats<v2i64>;
defm : VectorBitcastPats<v4f32>;
defm : VectorBitcastPats<v2f64>;

// ---- Compares and their masks ------------------------------------------------------
defm : VectorBinPat<X86pcmpeq, v16i8, "PCMPEQB">;
defm : VectorBinPat<X86pcmpeq, v8i16, "PCMPEQW">;
defm : VectorBinPat<X86pcmpeq, v4i32, "PCMPEQD">;
defm : VectorBinPat<X86pcmpgt, v16i8, "PCMPGTB">;
defm : VectorBinPat<X86pcmpgt, v8i16, "PCMPGTW">;
defm : VectorBinPat<X86pcmpgt, v4i32, "PCMPGTD">;
def : Pat<(v4f32 (X86cmpp VR128:$a, VR128:$b, timm:$cc)), (CMPPSrri VR128:$a, VR128:$b, timm:$cc)>;
def : Pat<(v2f64 (X86cmpp VR128:$a, VR128:$b, timm:$cc)), (CMPPDrri VR128:$a, VR128:$b, timm:$cc)>;
def : Pat<(X86movmsk (v16i8 VR128:$v)), (PMOVMSKBrr VR128:$v)>;
def : Pat<(X86movmsk (v4f32 VR128:$v)), (MOVMSKPSrr VR128:$v)>;
def : Pat<(X86movmsk (v2f64 VR128:$v)), (MOVMSKPDrr VR128:$v)>;
def : Pat<(v16i8 (X86packss (v8i16 VR128:$a), (v8i16 VR128:$b))), (PACKSSWBrr VR128:$a, VR128:$b)>;
def : Pat<(v8i16 (X86packss (v4i32 VR128:$a), (v4i32 VR128:$b))), (PACKSSDWrr VR128:$a, VR128:$b)>;
def : Pat<(v16i8 (X86packus (v8i16 VR128:$a), (v8i16 VR128:$b))), (PACKUSWBrr VR128:$a, VR128:$b)>;
// A lane select's "not mask and b" (the DAG builder's and/xor/or form).
foreach vt = [v16i8, v8i16, v4i32, v2i64] in {
  def : Pat<(vt (and (xor VR128:$m, (X86vones)), VR128:$b)), (PANDNrr VR128:$m, VR128:$b)>;
  def : Pat<(vt (and VR128:$b, (xor VR128:$m, (X86vones)))), (PANDNrr VR128:$m, VR128:$b)>;
}

// ---- SSSE3, SSE4.1, SSE4.2 and PCLMUL (X86InstrSSE4.td) -------------------------------
// Each pattern holds only in functions whose subtarget has the feature; the lowering
// (src/lowering/vector.rs, intrinsics.rs) builds these nodes, or the generic ones the
// patterns read, only there, and the SSE2 sequence or per-element code elsewhere.
// (v4i32 a, v4i32 b) -> v2i64: the products of the even dwords, unsigned
def SDTX86Pmuludq : SDTypeProfile<1, 2, [SDTCisVT<0, v2i64>, SDTCisVT<1, v4i32>,
                                         SDTCisVT<2, v4i32>]>;
// (table, selectors) -> for each byte, the table byte its selector's low four bits
// name, zero where the selector's top bit is set
def SDTX86Pshufb  : SDTypeProfile<1, 2, [SDTCisVT<0, v16i8>, SDTCisVT<1, v16i8>,
                                         SDTCisVT<2, v16i8>]>;
// (a, b, mask) -> the elements of b where the mask element's top bit is set, of a
// elsewhere (pblendvb: bytes; blendvps/blendvpd: floats, doubles)
def SDTX86Blendv  : SDTypeProfile<1, 3, [SDTCisVec<0>, SDTCisSameAs<0, 1>,
                                         SDTCisSameAs<0, 2>, SDTCisSameAs<0, 3>]>;
// (a, b, i8 immediate) -> the 128-bit carry-less product of the quadwords the
// immediate's bits 0 and 4 choose
def SDTX86Pclmul  : SDTypeProfile<1, 3, [SDTCisVT<0, v2i64>, SDTCisVT<1, v2i64>,
                                         SDTCisVT<2, v2i64>, SDTCisVT<3, i8>]>;
def X86pmuludq : SDNode<"X86ISD::PMULUDQ", SDTX86Pmuludq>;
def X86pshufb  : SDNode<"X86ISD::PSHUFB", SDTX86Pshufb>;
def X86blendv  : SDNode<"X86ISD::BLENDV", SDTX86Blendv>;
def X86pclmul  : SDNode<"X86ISD::PCLMULQDQ", SDTX86Pclmul>;
// (high, low, i8 count) -> the 32 bytes high:low moved down by count bytes, the low 16
def X86palignr : SDNode<"X86ISD::PALIGNR", SDTX86Shufp>;

def : Pat<(X86pmuludq VR128:$a, VR128:$b), (PMULUDQrr VR128:$a, VR128:$b)>;
def : Pat<(X86pmuludq VR128:$a, (memop addr:$b)), (PMULUDQrm VR128:$a, addr:$b)>;

let Predicates = [HasSSSE3] in {
def : Pat<(X86pshufb VR128:$t, VR128:$s), (PSHUFBrr VR128:$t, VR128:$s)>;
def : Pat<(X86pshufb VR128:$t, (memop addr:$s)), (PSHUFBrm VR128:$t, addr:$s)>;
def : Pat<(v16i8 (X86palignr VR128:$hi, VR128:$lo, timm:$c)), (PALIGNRrri VR128:$hi, VR128:$lo, timm:$c)>;
}

let Predicates = [HasSSE41] in {
def : Pat<(v16i8 (X86blendv VR128:$a, VR128:$b, XMM0)), (PBLENDVBrr0 VR128:$a, VR128:$b)>;
def : Pat<(v4f32 (X86blendv VR128:$a, VR128:$b, XMM0)), (BLENDVPSrr0 VR128:$a, VR128:$b)>;
def : Pat<(v2f64 (X86blendv VR128:$a, VR128:$b, XMM0)), (BLENDVPDrr0 VR128:$a, VR128:$b)>;
defm : VectorBinPat<mul, v4i32, "PMULLD">;
defm : VectorBinPat<smin, v16i8, "PMINSB">;
defm : VectorBinPat<smax, v16i8, "PMAXSB">;
defm : VectorBinPat<umin, v8i16, "PMINUW">;
defm : VectorBinPat<umax, v8i16, "PMAXUW">;
defm : VectorBinPat<smin, v4i32, "PMINSD">;
defm : VectorBinPat<smax, v4i32, "PMAXSD">;
defm : VectorBinPat<umin, v4i32, "PMINUD">;
defm : VectorBinPat<umax, v4i32, "PMAXUD">;
defm : VectorBinPat<X86pcmpeq, v2i64, "PCMPEQQ">;
}

let Predicates = [HasSSE42] in
defm : VectorBinPat<X86pcmpgt, v2i64, "PCMPGTQ">;

let Predicates = [HasPCLMUL] in {
def : Pat<(X86pclmul VR128:$a, VR128:$b, timm:$imm), (PCLMULQDQrri VR128:$a, VR128:$b, timm:$imm)>;
def : Pat<(X86pclmul VR128:$a, (memop addr:$b), timm:$imm), (PCLMULQDQrmi VR128:$a, addr:$b, timm:$imm)>;
}

// ---- Target intrinsics that are one of the nodes above ----------------------------
// Both selectors read these (GlobalISel.td's IntrinsicNode): the SelectionDAG lowering
// (src/lowering/intrinsics.rs) builds the node on whole vectors where the function's
// subtarget has its pattern, and GlobalISel selects the intrinsic's G_INTRINSIC by the
// node's patterns imported for it.
def : IntrinsicNode<"llvm.x86.sse2.pmovmskb.128", X86movmsk, v16i8>;
def : IntrinsicNode<"llvm.x86.sse.movmsk.ps", X86movmsk, v4f32>;
def : IntrinsicNode<"llvm.x86.sse2.movmsk.pd", X86movmsk, v2f64>;
def : IntrinsicNode<"llvm.x86.ssse3.pshuf.b.128", X86pshufb, v16i8>;
def : IntrinsicNode<"llvm.x86.sse41.pblendvb", X86blendv, v16i8>;
def : IntrinsicNode<"llvm.x86.sse41.blendvps", X86blendv, v4f32>;
def : IntrinsicNode<"llvm.x86.sse41.blendvpd", X86blendv, v2f64>;
def : IntrinsicNode<"llvm.x86.pclmulqdq", X86pclmul, v2i64>;

// SSE2's saturating addition and subtraction of bytes and words.
defm : VectorBinPat<uaddsat, v16i8, "PADDUSB">;
defm : VectorBinPat<uaddsat, v8i16, "PADDUSW">;
defm : VectorBinPat<usubsat, v16i8, "PSUBUSB">;
defm : VectorBinPat<usubsat, v8i16, "PSUBUSW">;
defm : VectorBinPat<saddsat, v16i8, "PADDSB">;
defm : VectorBinPat<saddsat, v8i16, "PADDSW">;
defm : VectorBinPat<ssubsat, v16i8, "PSUBSB">;
defm : VectorBinPat<ssubsat, v8i16, "PSUBSW">;

// SSE2's minimum and maximum: signed words, unsigned bytes.
defm : VectorBinPat<smin, v8i16, "PMINSW">;
defm : VectorBinPat<smax, v8i16, "PMAXSW">;
defm : VectorBinPat<umin, v16i8, "PMINUB">;
defm : VectorBinPat<umax, v16i8, "PMAXUB">;
