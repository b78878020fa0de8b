// X86SchedGeneric.td - the machine model of `-mcpu=x86-64` (and of the other
// processor names until they get models of their own): a generic out-of-order
// x86-64 core, four wide, with three integer ALU ports (one of them with the
// multiplier and the unpipelined divider), two FP/vector ports, two load ports
// and one store port. Latencies are typical of the cores of the last decade:
// loads 5 cycles, ALU 1, imul 3, div ~25, FP add 3, mul 5, divide ~14, sqrt
// ~18, x87 transcendentals ~60.

def X86GenericModel : SchedMachineModel {
  let IssueWidth = 4;
  let MicroOpBufferSize = 96;
  let LoadLatency = 5;
  let HighLatency = 25;
  let MispredictPenalty = 16;
}

let SchedModel = X86GenericModel in {

def GenPort0  : ProcResource<1>;   // ALU, multiply, divide, FP multiply/divide
def GenPort1  : ProcResource<1>;   // ALU, FP add, vector ALU
def GenPort5  : ProcResource<1>;   // ALU, shuffles, branches
def GenLoad   : ProcResource<2>;
def GenStore  : ProcResource<1>;
def GenDivider : ProcResource<1> { let BufferSize = 0; }   // not pipelined
def GenALU    : ProcResGroup<[GenPort0, GenPort1, GenPort5]>;
def GenFP     : ProcResGroup<[GenPort0, GenPort1]>;

// A write on `ports` with `latency` cycles and `uops` micro-ops.
multiclass GenWrite<SchedWrite w, list<ProcResourceKind> ports, int latency,
                    int uops = 1, list<int> cycles = []> {
  def : WriteRes<w, ports> {
    let Latency = latency;
    let NumMicroOps = uops;
    let ResourceCycles = cycles;
  }
}

// Integer.
defm : GenWrite<WriteALU, [GenALU], 1>;
defm : GenWrite<WriteMove, [GenALU], 1>;
defm : GenWrite<WriteLEA, [GenALU], 1>;
defm : GenWrite<WriteCMOV, [GenALU], 1>;
defm : GenWrite<WriteSETCC, [GenALU], 1>;
defm : GenWrite<WriteShift, [GenPort0], 1>;
defm : GenWrite<WriteShiftCL, [GenPort0], 2, 2>;
defm : GenWrite<WriteSHDrri, [GenPort0], 3, 2>;
defm : GenWrite<WriteIMul, [GenPort0], 3>;
defm : GenWrite<WriteMulWide, [GenPort0, GenPort1], 4, 2>;
defm : GenWrite<WriteDiv, [GenPort0, GenDivider], 25, 10, [1, 20]>;
defm : GenWrite<WriteBitScan, [GenPort0], 3>;
defm : GenWrite<WriteBitTest, [GenALU], 1>;
defm : GenWrite<WriteBSWAP, [GenPort5], 2>;
defm : GenWrite<WriteLoad, [GenLoad], 5>;
defm : GenWrite<WriteStore, [GenStore], 1>;
defm : GenWrite<WriteAtomic, [GenLoad, GenStore, GenALU], 18, 8>;
defm : GenWrite<WriteString, [GenLoad, GenStore, GenALU], 5, 4>;
defm : GenWrite<WriteJump, [GenPort5], 1>;
defm : GenWrite<WriteCall, [GenPort5, GenStore], 2, 2>;
defm : GenWrite<WriteSystem, [GenPort0, GenPort1, GenPort5], 30, 20>;
defm : GenWrite<WriteZero, [], 0>;

// SSE.
defm : GenWrite<WriteFAdd, [GenPort1], 3>;
defm : GenWrite<WriteFMul, [GenPort0], 5>;
defm : GenWrite<WriteFDiv, [GenPort0, GenDivider], 14, 1, [1, 4]>;
defm : GenWrite<WriteFSqrt, [GenPort0, GenDivider], 18, 1, [1, 12]>;
defm : GenWrite<WriteFCmp, [GenPort1], 3>;
defm : GenWrite<WriteFLogic, [GenALU], 1>;
defm : GenWrite<WriteShuffle, [GenPort5], 1>;
defm : GenWrite<WriteVecMove, [GenALU], 1>;
defm : GenWrite<WriteVecALU, [GenFP], 1>;
defm : GenWrite<WriteVecShift, [GenPort0], 1>;
defm : GenWrite<WriteVecIMul, [GenPort0], 5>;
defm : GenWrite<WriteCvtI2F, [GenPort1, GenPort5], 4, 2>;
defm : GenWrite<WriteCvtF2I, [GenPort1, GenPort0], 6, 2>;
defm : GenWrite<WriteCvtF2F, [GenPort1], 4>;
defm : GenWrite<WriteGprToVec, [GenPort5], 2>;
defm : GenWrite<WriteVecToGpr, [GenPort0], 2>;
defm : GenWrite<WriteFLoad, [GenLoad], 6>;
defm : GenWrite<WriteFStore, [GenStore], 1>;

// x87.
defm : GenWrite<WriteX87Load, [GenLoad], 6>;
defm : GenWrite<WriteX87Store, [GenStore, GenPort0], 4, 2>;
defm : GenWrite<WriteX87Move, [GenPort0], 1>;
defm : GenWrite<WriteX87Add, [GenPort1], 3>;
defm : GenWrite<WriteX87Mul, [GenPort0], 5>;
defm : GenWrite<WriteX87Div, [GenPort0, GenDivider], 16, 1, [1, 14]>;
defm : GenWrite<WriteX87Sqrt, [GenPort0, GenDivider], 20, 1, [1, 18]>;
defm : GenWrite<WriteX87Cmp, [GenPort1], 3>;
defm : GenWrite<WriteX87CMOV, [GenPort0, GenPort5], 2, 2>;
defm : GenWrite<WriteX87Misc, [GenPort0], 2>;
defm : GenWrite<WriteX87Trans, [GenPort0, GenPort1, GenPort5], 60, 40>;
defm : GenWrite<WriteX87Ctrl, [GenPort0, GenLoad, GenStore], 7, 3>;

// A folded load's other operand can arrive while the load is under way.
def : ReadAdvance<ReadAfterLd, 5>;

}
