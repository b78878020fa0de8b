// RISCVInstrInfoD.td - the D extension (double precision), in the shapes of
// RISCVInstrInfoF.td with format 01. The conversions that are always exact
// (fcvt.d.s, fcvt.d.w, fcvt.d.wu) have no rounding mode.

def FLD : FPLoad<0b011, "fld", FPR64>;
def FSD : FPStore<0b011, "fsd", FPR64>;
defm FMADD_D : FPFMA<0b01, OPC_MADD, "fmadd.d", FPR64>;
defm FMSUB_D : FPFMA<0b01, OPC_MSUB, "fmsub.d", FPR64>;
defm FNMSUB_D : FPFMA<0b01, OPC_NMSUB, "fnmsub.d", FPR64>;
defm FNMADD_D : FPFMA<0b01, OPC_NMADD, "fnmadd.d", FPR64>;
defm FADD_D : FPALU_frm<0b0000001, "fadd.d", FPR64>;
defm FSUB_D : FPALU_frm<0b0000101, "fsub.d", FPR64>;
defm FMUL_D : FPALU_frm<0b0001001, "fmul.d", FPR64>;
defm FDIV_D : FPALU_frm<0b0001101, "fdiv.d", FPR64>;
defm FSQRT_D : FPUnary_frm<0b0101101, 0b00000, "fsqrt.d", FPR64, FPR64>;
def FSGNJ_D : FPALU_rr<0b0010001, 0b000, "fsgnj.d", FPR64, FPR64>;
def FSGNJN_D : FPALU_rr<0b0010001, 0b001, "fsgnjn.d", FPR64, FPR64>;
def FSGNJX_D : FPALU_rr<0b0010001, 0b010, "fsgnjx.d", FPR64, FPR64>;
def FMIN_D : FPALU_rr<0b0010101, 0b000, "fmin.d", FPR64, FPR64>;
def FMAX_D : FPALU_rr<0b0010101, 0b001, "fmax.d", FPR64, FPR64>;
defm FCVT_S_D : FPUnary_frm<0b0100000, 0b00001, "fcvt.s.d", FPR32, FPR64>;
def FCVT_D_S : FPUnary<0b0100001, 0b00000, 0b000, "fcvt.d.s", FPR64, FPR32>;
def FEQ_D : FPALU_rr<0b1010001, 0b010, "feq.d", GPR, FPR64>;
def FLT_D : FPALU_rr<0b1010001, 0b001, "flt.d", GPR, FPR64>;
def FLE_D : FPALU_rr<0b1010001, 0b000, "fle.d", GPR, FPR64>;
def FCLASS_D : FPUnary<0b1110001, 0b00000, 0b001, "fclass.d", GPR, FPR64>;
defm FCVT_W_D : FPUnary_frm<0b1100001, 0b00000, "fcvt.w.d", GPR, FPR64>;
defm FCVT_WU_D : FPUnary_frm<0b1100001, 0b00001, "fcvt.wu.d", GPR, FPR64>;
defm FCVT_L_D : FPUnary_frm<0b1100001, 0b00010, "fcvt.l.d", GPR, FPR64>;
defm FCVT_LU_D : FPUnary_frm<0b1100001, 0b00011, "fcvt.lu.d", GPR, FPR64>;
def FCVT_D_W : FPUnary<0b1101001, 0b00000, 0b000, "fcvt.d.w", FPR64, GPR>;
def FCVT_D_WU : FPUnary<0b1101001, 0b00001, 0b000, "fcvt.d.wu", FPR64, GPR>;
defm FCVT_D_L : FPUnary_frm<0b1101001, 0b00010, "fcvt.d.l", FPR64, GPR>;
defm FCVT_D_LU : FPUnary_frm<0b1101001, 0b00011, "fcvt.d.lu", FPR64, GPR>;
def FMV_X_D : FPUnary<0b1110001, 0b00000, 0b000, "fmv.x.d", GPR, FPR64>;
def FMV_D_X : FPUnary<0b1111001, 0b00000, 0b000, "fmv.d.x", FPR64, GPR>;
