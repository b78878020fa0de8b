// X86RegisterBanks.td - x86-64's GlobalISel register banks: general-purpose
// registers for integers and pointers, XMM registers for floats and vectors,
// and the x87 stack for s80. Each lists its classes smallest first: a generic
// register of the bank gets the first class of its size.

def GPRRegBank : RegisterBank<"GPR", [GR8, GR16, GR32, GR64]>;
def VECRRegBank : RegisterBank<"VECR", [FR32, FR64, VR128]>;
def PSRRegBank : RegisterBank<"PSR", [RFP32, RFP64, RFP80]>;
