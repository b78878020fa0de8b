// X86InstrX87.td - the x87 instructions `long double` code uses: loads and
// stores of 32/64/80-bit floats and 16/32/64-bit integers, arithmetic on
// ST(0) and ST(i) and with memory, compares into EFLAGS, fcmov, exchange, the
// control word, and the fixed-form constants and unary operations.
//
// Register forms add the stack index i to the ModRM byte (AddRegSTFrm with
// ModRMByte as the base: `fxch %st(i)` is D9 C8+i). AT&T operand order:
// `fsub %st(1), %st` writes ST(0); `fsubp %st, %st(1)` writes ST(1) and pops.

class FPI<bits<8> o, Format f, dag outs, dag ins, string asm> : I<o, f, outs, ins, asm> {
  let Uses = [FPCW];
}
class FPMem<bits<8> o, Format f, Operand mem, string asm>
  : FPI<o, f, (outs), (ins mem:$src), asm # "\t$src">;
class FPST<bits<8> o, bits<8> modrm, string asm>
  : FPI<o, AddRegSTFrm, (outs), (ins RSTi:$op), asm> {
  let ModRMByte = modrm;
}

// Loads and stores.
let mayLoad = 1 in {
def LD_F32m  : FPMem<0xD9, MRM0m, f32mem, "flds">;
def LD_F64m  : FPMem<0xDD, MRM0m, f64mem, "fldl">;
def LD_F80m  : FPMem<0xDB, MRM5m, f80mem, "fldt">;
def ILD_F16m : FPMem<0xDF, MRM0m, i16mem, "filds">;
def ILD_F32m : FPMem<0xDB, MRM0m, i32mem, "fildl">;
def ILD_F64m : FPMem<0xDF, MRM5m, i64mem, "fildll">;
def FLDCW16m : FPMem<0xD9, MRM5m, i16mem, "fldcw">;
}
let mayStore = 1 in {
def ST_F32m    : FPMem<0xD9, MRM2m, f32mem, "fsts">;
def ST_F64m    : FPMem<0xDD, MRM2m, f64mem, "fstl">;
def ST_FP32m   : FPMem<0xD9, MRM3m, f32mem, "fstps">;
def ST_FP64m   : FPMem<0xDD, MRM3m, f64mem, "fstpl">;
def ST_FP80m   : FPMem<0xDB, MRM7m, f80mem, "fstpt">;
def IST_F16m   : FPMem<0xDF, MRM2m, i16mem, "fists">;
def IST_F32m   : FPMem<0xDB, MRM2m, i32mem, "fistl">;
def IST_FP16m  : FPMem<0xDF, MRM3m, i16mem, "fistps">;
def IST_FP32m  : FPMem<0xDB, MRM3m, i32mem, "fistpl">;
def IST_FP64m  : FPMem<0xDF, MRM7m, i64mem, "fistpll">;
def ISTT_FP16m : FPMem<0xDF, MRM1m, i16mem, "fisttps">;
def ISTT_FP32m : FPMem<0xDB, MRM1m, i32mem, "fisttpl">;
def ISTT_FP64m : FPMem<0xDD, MRM1m, i64mem, "fisttpll">;
def FNSTCW16m  : FPMem<0xD9, MRM7m, i16mem, "fnstcw">;
}

// Arithmetic with memory: D8/DC (f32/f64), DE/DA (i16/i32), digit = operation.
multiclass FPArithMem<string m, Format f> {
  def _F32m  : FPMem<0xD8, f, f32mem, "f" # m # "s">;
  def _F64m  : FPMem<0xDC, f, f64mem, "f" # m # "l">;
  def _FI16m : FPMem<0xDE, f, i16mem, "fi" # m # "s">;
  def _FI32m : FPMem<0xDA, f, i32mem, "fi" # m # "l">;
}
// Arithmetic between stack registers.
multiclass FPArithST<string m, bits<8> base> {
  def _FST0r   : FPST<0xD8, base, "f" # m # "\t$op, %st">;
  def _FrST0   : FPST<0xDC, base, "f" # m # "\t%st, $op">;
  def _FPrST0  : FPST<0xDE, base, "f" # m # "p\t%st, $op">;
}
let mayLoad = 1 in {
defm ADD  : FPArithMem<"add", MRM0m>;
defm MUL  : FPArithMem<"mul", MRM1m>;
defm SUB  : FPArithMem<"sub", MRM4m>;
defm SUBR : FPArithMem<"subr", MRM5m>;
defm DIV  : FPArithMem<"div", MRM6m>;
defm DIVR : FPArithMem<"divr", MRM7m>;
}
defm ADD  : FPArithST<"add", 0xC0>;
defm MUL  : FPArithST<"mul", 0xC8>;
defm SUB  : FPArithST<"sub", 0xE0>;
defm SUBR : FPArithST<"subr", 0xE8>;
defm DIV  : FPArithST<"div", 0xF0>;
defm DIVR : FPArithST<"divr", 0xF8>;

// Stack register moves, exchange, compares.
def LD_Frr   : FPST<0xD9, 0xC0, "fld\t$op">;
def ST_Frr   : FPST<0xDD, 0xD0, "fst\t$op">;
def ST_FPrr  : FPST<0xDD, 0xD8, "fstp\t$op">;
def XCH_F    : FPST<0xD9, 0xC8, "fxch\t$op">;
def UCOM_Fr  : FPST<0xDD, 0xE0, "fucom\t$op">;
def UCOM_FPr : FPST<0xDD, 0xE8, "fucomp\t$op">;
let Defs = [EFLAGS] in {
def UCOM_FIr  : FPST<0xDB, 0xE8, "fucomi\t$op, %st">;
def UCOM_FIPr : FPST<0xDF, 0xE8, "fucompi\t$op, %st">;
def COM_FIr   : FPST<0xDB, 0xF0, "fcomi\t$op, %st">;
def COM_FIPr  : FPST<0xDF, 0xF0, "fcompi\t$op, %st">;
}
let Uses = [EFLAGS] in {
def CMOVB_F   : FPST<0xDA, 0xC0, "fcmovb\t$op, %st">;
def CMOVE_F   : FPST<0xDA, 0xC8, "fcmove\t$op, %st">;
def CMOVBE_F  : FPST<0xDA, 0xD0, "fcmovbe\t$op, %st">;
def CMOVP_F   : FPST<0xDA, 0xD8, "fcmovu\t$op, %st">;
def CMOVNB_F  : FPST<0xDB, 0xC0, "fcmovnb\t$op, %st">;
def CMOVNE_F  : FPST<0xDB, 0xC8, "fcmovne\t$op, %st">;
def CMOVNBE_F : FPST<0xDB, 0xD0, "fcmovnbe\t$op, %st">;
def CMOVNP_F  : FPST<0xDB, 0xD8, "fcmovnu\t$op, %st">;
}

// Fixed-form instructions: opcode then a fixed ModRM byte.
class FPFixed<bits<8> o, bits<8> modrm, string asm> : IFixed<o, modrm, (outs), (ins), asm> {
  let Uses = [FPCW];
}
def UCOM_FPPr : FPFixed<0xDA, 0xE9, "fucompp">;
def FNSTSW16r : FPFixed<0xDF, 0xE0, "fnstsw\t%ax"> { let Defs = [AX]; }
def CHS_F     : FPFixed<0xD9, 0xE0, "fchs">;
def ABS_F     : FPFixed<0xD9, 0xE1, "fabs">;
def TST_F     : FPFixed<0xD9, 0xE4, "ftst">;
def XAM_F     : FPFixed<0xD9, 0xE5, "fxam">;
def LD_F1     : FPFixed<0xD9, 0xE8, "fld1">;
def FLDL2T    : FPFixed<0xD9, 0xE9, "fldl2t">;
def FLDL2E    : FPFixed<0xD9, 0xEA, "fldl2e">;
def FLDPI     : FPFixed<0xD9, 0xEB, "fldpi">;
def FLDLG2    : FPFixed<0xD9, 0xEC, "fldlg2">;
def FLDLN2    : FPFixed<0xD9, 0xED, "fldln2">;
def LD_F0     : FPFixed<0xD9, 0xEE, "fldz">;
def FPREM     : FPFixed<0xD9, 0xF8, "fprem">;
def SQRT_F    : FPFixed<0xD9, 0xFA, "fsqrt">;
def FRNDINT   : FPFixed<0xD9, 0xFC, "frndint">;
def FSCALE    : FPFixed<0xD9, 0xFD, "fscale">;
def SIN_F     : FPFixed<0xD9, 0xFE, "fsin">;
def COS_F     : FPFixed<0xD9, 0xFF, "fcos">;
def FNINIT    : FPFixed<0xDB, 0xE3, "fninit">;
def F2XM1     : FPFixed<0xD9, 0xF0, "f2xm1">;
def FYL2X     : FPFixed<0xD9, 0xF1, "fyl2x">;
def FPTAN     : FPFixed<0xD9, 0xF2, "fptan">;
def FPATAN    : FPFixed<0xD9, 0xF3, "fpatan">;
def FXTRACT   : FPFixed<0xD9, 0xF4, "fxtract">;
def FPREM1    : FPFixed<0xD9, 0xF5, "fprem1">;
def FDECSTP   : FPFixed<0xD9, 0xF6, "fdecstp">;
def FINCSTP   : FPFixed<0xD9, 0xF7, "fincstp">;
def FYL2XP1   : FPFixed<0xD9, 0xF9, "fyl2xp1">;
def FSINCOS   : FPFixed<0xD9, 0xFB, "fsincos">;
