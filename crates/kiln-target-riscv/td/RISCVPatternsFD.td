// RISCVPatternsFD.td - selection patterns for the F and D extensions: arithmetic
// with the dynamic rounding mode, sign injection for neg and
// abs, compares into 0 or 1 (the unordered ones as the complement of the ordered
// opposite), conversions (to integers rounding toward zero, as C does), bit
// moves, loads and stores. Other constants than +0.0 come from the constant
// pool (src/isel.rs).

// The rounding mode operand: dyn (the frm CSR), or toward zero.
defvar DYN = 7;
defvar RTZ = 1;

multiclass FPPats<ValueType vt, RegisterClass rc, Predicate pred, string s,
                  PatFrag ld, PatFrag st> {
  let Predicates = [pred] in {
  def : Pat<(fadd rc:$a, rc:$b), (!cast<Instruction>("FADD_" # s) rc:$a, rc:$b, DYN)>;
  def : Pat<(fsub rc:$a, rc:$b), (!cast<Instruction>("FSUB_" # s) rc:$a, rc:$b, DYN)>;
  def : Pat<(fmul rc:$a, rc:$b), (!cast<Instruction>("FMUL_" # s) rc:$a, rc:$b, DYN)>;
  def : Pat<(fdiv rc:$a, rc:$b), (!cast<Instruction>("FDIV_" # s) rc:$a, rc:$b, DYN)>;
  def : Pat<(fsqrt rc:$a), (!cast<Instruction>("FSQRT_" # s) rc:$a, DYN)>;
  def : Pat<(fneg rc:$a), (!cast<Instruction>("FSGNJN_" # s) rc:$a, rc:$a)>;
  def : Pat<(fabs rc:$a), (!cast<Instruction>("FSGNJX_" # s) rc:$a, rc:$a)>;

  def : Pat<(setcc rc:$a, rc:$b, SETOEQ), (!cast<Instruction>("FEQ_" # s) rc:$a, rc:$b)>;
  def : Pat<(setcc rc:$a, rc:$b, SETEQ), (!cast<Instruction>("FEQ_" # s) rc:$a, rc:$b)>;
  def : Pat<(setcc rc:$a, rc:$b, SETOLT), (!cast<Instruction>("FLT_" # s) rc:$a, rc:$b)>;
  def : Pat<(setcc rc:$a, rc:$b, SETLT), (!cast<Instruction>("FLT_" # s) rc:$a, rc:$b)>;
  def : Pat<(setcc rc:$a, rc:$b, SETOLE), (!cast<Instruction>("FLE_" # s) rc:$a, rc:$b)>;
  def : Pat<(setcc rc:$a, rc:$b, SETLE), (!cast<Instruction>("FLE_" # s) rc:$a, rc:$b)>;
  def : Pat<(setcc rc:$a, rc:$b, SETOGT), (!cast<Instruction>("FLT_" # s) rc:$b, rc:$a)>;
  def : Pat<(setcc rc:$a, rc:$b, SETGT), (!cast<Instruction>("FLT_" # s) rc:$b, rc:$a)>;
  def : Pat<(setcc rc:$a, rc:$b, SETOGE), (!cast<Instruction>("FLE_" # s) rc:$b, rc:$a)>;
  def : Pat<(setcc rc:$a, rc:$b, SETGE), (!cast<Instruction>("FLE_" # s) rc:$b, rc:$a)>;
  def : Pat<(setcc rc:$a, rc:$b, SETUNE), (XORI (!cast<Instruction>("FEQ_" # s) rc:$a, rc:$b), 1)>;
  def : Pat<(setcc rc:$a, rc:$b, SETNE), (XORI (!cast<Instruction>("FEQ_" # s) rc:$a, rc:$b), 1)>;
  def : Pat<(setcc rc:$a, rc:$b, SETUGE), (XORI (!cast<Instruction>("FLT_" # s) rc:$a, rc:$b), 1)>;
  def : Pat<(setcc rc:$a, rc:$b, SETUGT), (XORI (!cast<Instruction>("FLE_" # s) rc:$a, rc:$b), 1)>;
  def : Pat<(setcc rc:$a, rc:$b, SETULE), (XORI (!cast<Instruction>("FLT_" # s) rc:$b, rc:$a), 1)>;
  def : Pat<(setcc rc:$a, rc:$b, SETULT), (XORI (!cast<Instruction>("FLE_" # s) rc:$b, rc:$a), 1)>;
  def : Pat<(setcc rc:$a, rc:$b, SETO),
            (AND (!cast<Instruction>("FEQ_" # s) rc:$a, rc:$a), (!cast<Instruction>("FEQ_" # s) rc:$b, rc:$b))>;
  def : Pat<(setcc rc:$a, rc:$b, SETUO),
            (XORI (AND (!cast<Instruction>("FEQ_" # s) rc:$a, rc:$a), (!cast<Instruction>("FEQ_" # s) rc:$b, rc:$b)), 1)>;
  def : Pat<(setcc rc:$a, rc:$b, SETONE),
            (OR (!cast<Instruction>("FLT_" # s) rc:$a, rc:$b), (!cast<Instruction>("FLT_" # s) rc:$b, rc:$a))>;
  def : Pat<(setcc rc:$a, rc:$b, SETUEQ),
            (XORI (OR (!cast<Instruction>("FLT_" # s) rc:$a, rc:$b), (!cast<Instruction>("FLT_" # s) rc:$b, rc:$a)), 1)>;

  def : Pat<(i64 (fp_to_sint rc:$a)), (!cast<Instruction>("FCVT_L_" # s) rc:$a, RTZ)>;
  def : Pat<(i64 (fp_to_uint rc:$a)), (!cast<Instruction>("FCVT_LU_" # s) rc:$a, RTZ)>;
  def : Pat<(vt (sint_to_fp GPR:$a)), (!cast<Instruction>("FCVT_" # s # "_L") GPR:$a, DYN)>;
  def : Pat<(vt (uint_to_fp GPR:$a)), (!cast<Instruction>("FCVT_" # s # "_LU") GPR:$a, DYN)>;

  def : Pat<(vt (ld BaseAddr:$base)), (!cast<Instruction>("FL" # !if(!eq(s, "S"), "W", "D")) BaseAddr:$base, 0)>;
  def : Pat<(vt (ld (add BaseAddr:$base, simm12_leaf:$off))),
            (!cast<Instruction>("FL" # !if(!eq(s, "S"), "W", "D")) BaseAddr:$base, simm12_leaf:$off)>;
  def : Pat<(st rc:$v, BaseAddr:$base), (!cast<Instruction>("FS" # !if(!eq(s, "S"), "W", "D")) rc:$v, BaseAddr:$base, 0)>;
  def : Pat<(st rc:$v, (add BaseAddr:$base, simm12_leaf:$off)),
            (!cast<Instruction>("FS" # !if(!eq(s, "S"), "W", "D")) rc:$v, BaseAddr:$base, simm12_leaf:$off)>;
  }
}
defm : FPPats<f32, FPR32, HasStdExtF, "S", loadf32, storei32>;
defm : FPPats<f64, FPR64, HasStdExtD, "D", loadf64, storei64>;

let Predicates = [HasStdExtF] in {
def : Pat<(f32 fpimm0), (FMV_W_X X0)>;
}
let Predicates = [HasStdExtD] in {
def : Pat<(f64 fpimm0), (FMV_D_X X0)>;
def : Pat<(fpextend FPR32:$a), (FCVT_D_S FPR32:$a)>;
def : Pat<(fpround FPR64:$a), (FCVT_S_D FPR64:$a, DYN)>;
def : Pat<(i64 (bitconvert FPR64:$a)), (FMV_X_D FPR64:$a)>;
def : Pat<(f64 (bitconvert GPR:$a)), (FMV_D_X GPR:$a)>;
}
