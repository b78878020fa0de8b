// X86PatMove.td - selection patterns for data movement: materialising
// constants, loads and stores of every width (with the `addr` addressing
// mode), extending loads, register extensions and truncations, lea, and the
// addresses of globals and external symbols.

// ---- Constants ------------------------------------------------------------------
def : Pat<(i8 imm:$src), (MOV8ri imm:$src)>;
def : Pat<(i16 imm:$src), (MOV16ri imm:$src)>;
def : Pat<(i32 imm:$src), (MOV32ri imm:$src)>;
def : Pat<(i64 i64immSExt32:$src), (MOV64ri32 i64immSExt32:$src)>;
def : Pat<(i64 imm:$src), (MOV64ri imm:$src)>;
// A 32-bit move zero-extends to 64 bits and is shorter than movq $imm.
let AddedComplexity = 1 in
def : Pat<(i64 i64immZExt32:$src), (MOV32ri64 i64immZExt32:$src)>;
// Zero: xor of a 32-bit register, which also clears the upper half.
let AddedComplexity = 2 in {
def : Pat<(i8 0), (EXTRACT_SUBREG (MOV32r0), sub_8bit)>;
def : Pat<(i16 0), (EXTRACT_SUBREG (MOV32r0), sub_16bit)>;
def : Pat<(i32 0), (MOV32r0)>;
def : Pat<(i64 0), (SUBREG_TO_REG (i64 0), (MOV32r0), sub_32bit)>;
}

// ---- Loads ------------------------------------------------------------------------
def : Pat<(loadi8 addr:$src), (MOV8rm addr:$src)>;
def : Pat<(loadi16 addr:$src), (MOV16rm addr:$src)>;
def : Pat<(loadi32 addr:$src), (MOV32rm addr:$src)>;
def : Pat<(loadi64 addr:$src), (MOV64rm addr:$src)>;

// Extending loads. A boolean in memory is a byte holding 0 or 1, so its zero
// and any extensions are byte loads.
def : Pat<(sextloadi16i8 addr:$src), (MOVSX16rm8 addr:$src)>;
def : Pat<(sextloadi32i8 addr:$src), (MOVSX32rm8 addr:$src)>;
def : Pat<(sextloadi64i8 addr:$src), (MOVSX64rm8 addr:$src)>;
def : Pat<(sextloadi32i16 addr:$src), (MOVSX32rm16 addr:$src)>;
def : Pat<(sextloadi64i16 addr:$src), (MOVSX64rm16 addr:$src)>;
def : Pat<(sextloadi64i32 addr:$src), (MOVSX64rm32 addr:$src)>;
def : Pat<(zextloadi8i1 addr:$src), (MOV8rm addr:$src)>;
def : Pat<(zextloadi16i1 addr:$src), (MOVZX16rm8 addr:$src)>;
def : Pat<(zextloadi32i1 addr:$src), (MOVZX32rm8 addr:$src)>;
def : Pat<(zextloadi64i1 addr:$src), (MOVZX64rm8 addr:$src)>;
def : Pat<(zextloadi16i8 addr:$src), (MOVZX16rm8 addr:$src)>;
def : Pat<(zextloadi32i8 addr:$src), (MOVZX32rm8 addr:$src)>;
def : Pat<(zextloadi64i8 addr:$src), (MOVZX64rm8 addr:$src)>;
def : Pat<(zextloadi32i16 addr:$src), (MOVZX32rm16 addr:$src)>;
def : Pat<(zextloadi64i16 addr:$src), (MOVZX64rm16 addr:$src)>;
def : Pat<(zextloadi64i32 addr:$src), (SUBREG_TO_REG (i64 0), (MOV32rm addr:$src), sub_32bit)>;
def : Pat<(extloadi8i1 addr:$src), (MOV8rm addr:$src)>;
def : Pat<(extloadi16i1 addr:$src), (MOVZX16rm8 addr:$src)>;
def : Pat<(extloadi32i1 addr:$src), (MOVZX32rm8 addr:$src)>;
def : Pat<(extloadi64i1 addr:$src), (MOVZX64rm8 addr:$src)>;
def : Pat<(extloadi16i8 addr:$src), (MOVZX16rm8 addr:$src)>;
def : Pat<(extloadi32i8 addr:$src), (MOVZX32rm8 addr:$src)>;
def : Pat<(extloadi64i8 addr:$src), (MOVZX64rm8 addr:$src)>;
def : Pat<(extloadi32i16 addr:$src), (MOVZX32rm16 addr:$src)>;
def : Pat<(extloadi64i16 addr:$src), (MOVZX64rm16 addr:$src)>;
def : Pat<(extloadi64i32 addr:$src), (SUBREG_TO_REG (i64 0), (MOV32rm addr:$src), sub_32bit)>;

// ---- Stores -----------------------------------------------------------------------
def : Pat<(nontruncstore GR8:$src, addr:$dst), (MOV8mr addr:$dst, GR8:$src)>;
def : Pat<(nontruncstore GR16:$src, addr:$dst), (MOV16mr addr:$dst, GR16:$src)>;
def : Pat<(nontruncstore GR32:$src, addr:$dst), (MOV32mr addr:$dst, GR32:$src)>;
def : Pat<(nontruncstore GR64:$src, addr:$dst), (MOV64mr addr:$dst, GR64:$src)>;
def : Pat<(nontruncstore (i8 imm:$src), addr:$dst), (MOV8mi addr:$dst, imm:$src)>;
def : Pat<(nontruncstore (i16 imm:$src), addr:$dst), (MOV16mi addr:$dst, imm:$src)>;
def : Pat<(nontruncstore (i32 imm:$src), addr:$dst), (MOV32mi addr:$dst, imm:$src)>;
def : Pat<(nontruncstore (i64 i64immSExt32:$src), addr:$dst),
          (MOV64mi32 addr:$dst, i64immSExt32:$src)>;
// Truncating stores write the low sub-register.
def : Pat<(truncstorei8 GR16:$src, addr:$dst), (MOV8mr addr:$dst, (EXTRACT_SUBREG GR16:$src, sub_8bit))>;
def : Pat<(truncstorei8 GR32:$src, addr:$dst), (MOV8mr addr:$dst, (EXTRACT_SUBREG GR32:$src, sub_8bit))>;
def : Pat<(truncstorei8 GR64:$src, addr:$dst), (MOV8mr addr:$dst, (EXTRACT_SUBREG GR64:$src, sub_8bit))>;
def : Pat<(truncstorei16 GR32:$src, addr:$dst), (MOV16mr addr:$dst, (EXTRACT_SUBREG GR32:$src, sub_16bit))>;
def : Pat<(truncstorei16 GR64:$src, addr:$dst), (MOV16mr addr:$dst, (EXTRACT_SUBREG GR64:$src, sub_16bit))>;
def : Pat<(truncstorei32 GR64:$src, addr:$dst), (MOV32mr addr:$dst, (EXTRACT_SUBREG GR64:$src, sub_32bit))>;

// ---- Extensions and truncation in registers ------------------------------------------
def : Pat<(i16 (sext GR8:$src)), (MOVSX16rr8 GR8:$src)>;
def : Pat<(i32 (sext GR8:$src)), (MOVSX32rr8 GR8:$src)>;
def : Pat<(i64 (sext GR8:$src)), (MOVSX64rr8 GR8:$src)>;
def : Pat<(i32 (sext GR16:$src)), (MOVSX32rr16 GR16:$src)>;
def : Pat<(i64 (sext GR16:$src)), (MOVSX64rr16 GR16:$src)>;
def : Pat<(i64 (sext GR32:$src)), (MOVSX64rr32 GR32:$src)>;
// 32-bit results clear the upper half of the 64-bit register: a 64-bit zero
// extension is a 32-bit one placed in the low half (SUBREG_TO_REG).
def : Pat<(i16 (zext GR8:$src)), (MOVZX16rr8 GR8:$src)>;
def : Pat<(i32 (zext GR8:$src)), (MOVZX32rr8 GR8:$src)>;
def : Pat<(i32 (zext GR16:$src)), (MOVZX32rr16 GR16:$src)>;
def : Pat<(i64 (zext GR8:$src)), (SUBREG_TO_REG (i64 0), (MOVZX32rr8 GR8:$src), sub_32bit)>;
def : Pat<(i64 (zext GR16:$src)), (SUBREG_TO_REG (i64 0), (MOVZX32rr16 GR16:$src), sub_32bit)>;
def : Pat<(i64 (zext GR32:$src)), (SUBREG_TO_REG (i64 0), (MOV32rr GR32:$src), sub_32bit)>;
// Any extension: the zero extension (never a partial-register write), except from i16 to
// i32, which is the register itself, as in LLVM: the DAG combiner computes i16 arithmetic in
// 32 bits, so such an extension is a 16-bit value from another block going back to 32 bits.
def : Pat<(i16 (anyext GR8:$src)), (MOVZX16rr8 GR8:$src)>;
def : Pat<(i32 (anyext GR8:$src)), (MOVZX32rr8 GR8:$src)>;
def : Pat<(i32 (anyext GR16:$src)), (INSERT_SUBREG (i32 (IMPLICIT_DEF)), GR16:$src, sub_16bit)>;
def : Pat<(i64 (anyext GR8:$src)), (SUBREG_TO_REG (i64 0), (MOVZX32rr8 GR8:$src), sub_32bit)>;
def : Pat<(i64 (anyext GR16:$src)), (SUBREG_TO_REG (i64 0), (MOVZX32rr16 GR16:$src), sub_32bit)>;
def : Pat<(i64 (anyext GR32:$src)), (SUBREG_TO_REG (i64 0), (MOV32rr GR32:$src), sub_32bit)>;
// A 32-bit value an instruction just wrote has its upper half clear already: its 64-bit
// extension is the register itself, no movl (LLVM's def32).
def def32 : PatLeaf<(i32 GR32:$src), [{ crate::isel::clears_upper_32(dag, n) }]>;
let AddedComplexity = 1 in {
def : Pat<(i64 (zext def32:$src)), (SUBREG_TO_REG (i64 0), GR32:$src, sub_32bit)>;
def : Pat<(i64 (anyext def32:$src)), (SUBREG_TO_REG (i64 0), GR32:$src, sub_32bit)>;
}
// Sign extension in place: movsx of the low part.
def : Pat<(i16 (sext_inreg GR16:$src, i8)), (MOVSX16rr8 (EXTRACT_SUBREG GR16:$src, sub_8bit))>;
def : Pat<(i32 (sext_inreg GR32:$src, i8)), (MOVSX32rr8 (EXTRACT_SUBREG GR32:$src, sub_8bit))>;
def : Pat<(i32 (sext_inreg GR32:$src, i16)), (MOVSX32rr16 (EXTRACT_SUBREG GR32:$src, sub_16bit))>;
def : Pat<(i64 (sext_inreg GR64:$src, i8)), (MOVSX64rr8 (EXTRACT_SUBREG GR64:$src, sub_8bit))>;
def : Pat<(i64 (sext_inreg GR64:$src, i16)), (MOVSX64rr16 (EXTRACT_SUBREG GR64:$src, sub_16bit))>;
def : Pat<(i64 (sext_inreg GR64:$src, i32)), (MOVSX64rr32 (EXTRACT_SUBREG GR64:$src, sub_32bit))>;
// In 64-bit mode every general register has an 8-bit low part.
def : Pat<(i8 (trunc GR16:$src)), (EXTRACT_SUBREG GR16:$src, sub_8bit)>;
def : Pat<(i8 (trunc GR32:$src)), (EXTRACT_SUBREG GR32:$src, sub_8bit)>;
def : Pat<(i8 (trunc GR64:$src)), (EXTRACT_SUBREG GR64:$src, sub_8bit)>;
def : Pat<(i16 (trunc GR32:$src)), (EXTRACT_SUBREG GR32:$src, sub_16bit)>;
def : Pat<(i16 (trunc GR64:$src)), (EXTRACT_SUBREG GR64:$src, sub_16bit)>;
def : Pat<(i32 (trunc GR64:$src)), (EXTRACT_SUBREG GR64:$src, sub_32bit)>;
// A 64-bit mask with a zero upper half is a 32-bit and of the low half, which
// clears the upper half, with no movabs of the mask.
def GetLo32XForm : SDNodeXForm<imm, [{ crate::isel::low_half(dag, n) }]>;
def i64immZExt32SExt8 : ImmLeaf<i64, [{ (imm as u64) >> 32 == 0 && imm as i32 as i8 as i32 == imm as i32 }]>;
let AddedComplexity = 1 in
def : Pat<(and GR64:$src, i64immZExt32:$imm),
          (SUBREG_TO_REG (i64 0), (AND32ri (EXTRACT_SUBREG GR64:$src, sub_32bit), (i32 (GetLo32XForm imm:$imm))), sub_32bit)>;
let AddedComplexity = 2 in
def : Pat<(and GR64:$src, i64immZExt32SExt8:$imm),
          (SUBREG_TO_REG (i64 0), (AND32ri8 (EXTRACT_SUBREG GR64:$src, sub_32bit), (i32 (GetLo32XForm imm:$imm))), sub_32bit)>;
// Masks that keep the low 8, 16 or 32 bits are zero extensions of the low part.
let AddedComplexity = 3 in {
def : Pat<(and GR32:$src, i32immFF), (MOVZX32rr8 (EXTRACT_SUBREG GR32:$src, sub_8bit))>;
def : Pat<(and GR32:$src, i32immFFFF), (MOVZX32rr16 (EXTRACT_SUBREG GR32:$src, sub_16bit))>;
def : Pat<(and GR64:$src, i64immFF),
          (SUBREG_TO_REG (i64 0), (MOVZX32rr8 (EXTRACT_SUBREG GR64:$src, sub_8bit)), sub_32bit)>;
def : Pat<(and GR64:$src, i64immFFFF),
          (SUBREG_TO_REG (i64 0), (MOVZX32rr16 (EXTRACT_SUBREG GR64:$src, sub_16bit)), sub_32bit)>;
def : Pat<(and GR64:$src, i64immFFFFFFFF),
          (SUBREG_TO_REG (i64 0), (MOV32rr (EXTRACT_SUBREG GR64:$src, sub_32bit)), sub_32bit)>;
}

// ---- Addresses -------------------------------------------------------------------
// lea computes base + index * scale + displacement in one instruction; its
// ComplexPattern accepts a frame index or a RIP-relative symbol alone and
// otherwise only combinations worth an lea.
def : Pat<(i64 lea64addr:$src), (LEA64r lea64addr:$src)>;
def : Pat<(i32 lea32addr:$src), (LEA32_64r lea32addr:$src)>;
// A symbol's absolute address in static code (small code model: it fits a
// zero-extended 32-bit immediate).
def : Pat<(i64 (X86Wrapper tglobaladdr:$dst)), (MOV32ri64 tglobaladdr:$dst)>;
def : Pat<(i64 (X86Wrapper texternalsym:$dst)), (MOV32ri64 texternalsym:$dst)>;
def : Pat<(i64 (X86Wrapper tblockaddress:$dst)), (MOV32ri64 tblockaddress:$dst)>;
def : Pat<(i64 (X86Wrapper tjumptable:$dst)), (MOV32ri64 tjumptable:$dst)>;
// The large code model's: any 64-bit address.
def : Pat<(i64 (X86WrapperFar tglobaladdr:$dst)), (MOV64ri tglobaladdr:$dst)>;
def : Pat<(i64 (X86WrapperFar texternalsym:$dst)), (MOV64ri texternalsym:$dst)>;
def : Pat<(i64 (X86WrapperFar tblockaddress:$dst)), (MOV64ri tblockaddress:$dst)>;
def : Pat<(i64 (X86WrapperFar tjumptable:$dst)), (MOV64ri tjumptable:$dst)>;
