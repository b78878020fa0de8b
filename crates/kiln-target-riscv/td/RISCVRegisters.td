// RISCVRegisters.td - the integer registers x0-x31 and the floating-point
// registers f0-f31, named by their ABI names (as llvm-mc prints them), with
// their encodings and DWARF numbers (x: 0-31, f: 32-63).

class RVReg<bits<5> num, string abiName, int dwarf> : Register<abiName> {
  let Namespace = "RISCV";
  let HWEncoding{4-0} = num;
  let DwarfNumbers = [dwarf];
}

def X0 : RVReg<0, "zero", 0>;
def X1 : RVReg<1, "ra", 1>;
def X2 : RVReg<2, "sp", 2>;
def X3 : RVReg<3, "gp", 3>;
def X4 : RVReg<4, "tp", 4>;
def X5 : RVReg<5, "t0", 5>;
def X6 : RVReg<6, "t1", 6>;
def X7 : RVReg<7, "t2", 7>;
def X8 : RVReg<8, "s0", 8>;
def X9 : RVReg<9, "s1", 9>;
def X10 : RVReg<10, "a0", 10>;
def X11 : RVReg<11, "a1", 11>;
def X12 : RVReg<12, "a2", 12>;
def X13 : RVReg<13, "a3", 13>;
def X14 : RVReg<14, "a4", 14>;
def X15 : RVReg<15, "a5", 15>;
def X16 : RVReg<16, "a6", 16>;
def X17 : RVReg<17, "a7", 17>;
def X18 : RVReg<18, "s2", 18>;
def X19 : RVReg<19, "s3", 19>;
def X20 : RVReg<20, "s4", 20>;
def X21 : RVReg<21, "s5", 21>;
def X22 : RVReg<22, "s6", 22>;
def X23 : RVReg<23, "s7", 23>;
def X24 : RVReg<24, "s8", 24>;
def X25 : RVReg<25, "s9", 25>;
def X26 : RVReg<26, "s10", 26>;
def X27 : RVReg<27, "s11", 27>;
def X28 : RVReg<28, "t3", 28>;
def X29 : RVReg<29, "t4", 29>;
def X30 : RVReg<30, "t5", 30>;
def X31 : RVReg<31, "t6", 31>;
def F0 : RVReg<0, "ft0", 32>;
def F1 : RVReg<1, "ft1", 33>;
def F2 : RVReg<2, "ft2", 34>;
def F3 : RVReg<3, "ft3", 35>;
def F4 : RVReg<4, "ft4", 36>;
def F5 : RVReg<5, "ft5", 37>;
def F6 : RVReg<6, "ft6", 38>;
def F7 : RVReg<7, "ft7", 39>;
def F8 : RVReg<8, "fs0", 40>;
def F9 : RVReg<9, "fs1", 41>;
def F10 : RVReg<10, "fa0", 42>;
def F11 : RVReg<11, "fa1", 43>;
def F12 : RVReg<12, "fa2", 44>;
def F13 : RVReg<13, "fa3", 45>;
def F14 : RVReg<14, "fa4", 46>;
def F15 : RVReg<15, "fa5", 47>;
def F16 : RVReg<16, "fa6", 48>;
def F17 : RVReg<17, "fa7", 49>;
def F18 : RVReg<18, "fs2", 50>;
def F19 : RVReg<19, "fs3", 51>;
def F20 : RVReg<20, "fs4", 52>;
def F21 : RVReg<21, "fs5", 53>;
def F22 : RVReg<22, "fs6", 54>;
def F23 : RVReg<23, "fs7", 55>;
def F24 : RVReg<24, "fs8", 56>;
def F25 : RVReg<25, "fs9", 57>;
def F26 : RVReg<26, "fs10", 58>;
def F27 : RVReg<27, "fs11", 59>;
def F28 : RVReg<28, "ft8", 60>;
def F29 : RVReg<29, "ft9", 61>;
def F30 : RVReg<30, "ft10", 62>;
def F31 : RVReg<31, "ft11", 63>;

// Allocation order as llc's: temporaries and arguments before saved registers.
def GPR : RegisterClass<"RISCV", [i64], 64, (add (sequence "X%u", 10, 17), (sequence "X%u", 5, 7),
    (sequence "X%u", 28, 31), (sequence "X%u", 8, 9), (sequence "X%u", 18, 27), (sequence "X%u", 0, 4))>;
// The registers compressed instructions can name (x8-x15).
def GPRC : RegisterClass<"RISCV", [i64], 64, (sequence "X%u", 8, 15)>;
// Any register but x0 (c.mv, c.add, c.jr), and but x0 and x2 (c.li, c.lui).
def GPRNoX0 : RegisterClass<"RISCV", [i64], 64, (sub GPR, X0)>;
def GPRNoX0X2 : RegisterClass<"RISCV", [i64], 64, (sub GPR, X0, X2)>;
def SP : RegisterClass<"RISCV", [i64], 64, (add X2)>;
def FPR32 : RegisterClass<"RISCV", [f32], 32, (sequence "F%u", 0, 31)>;
def FPR64 : RegisterClass<"RISCV", [f64], 64, (sequence "F%u", 0, 31)>;
def FPR64C : RegisterClass<"RISCV", [f64], 64, (sequence "F%u", 8, 15)>;

// The registers a callee preserves: ra (saved first, as llc saves it), s0-s11;
// under LP64D also fs0-fs11.
def CSR_LP64 : CalleeSavedRegs<(add X1, X8, X9, (sequence "X%u", 18, 27))>;
def CSR_LP64D : CalleeSavedRegs<(add X1, X8, X9, (sequence "X%u", 18, 27), F8, F9, (sequence "F%u", 18, 27))>;
