// X86Schedule.td - the scheduling types x86 instructions name in `SchedRW`.
//
// Each type is an abstract kind of work (an integer ALU operation, a divide,
// an SSE multiply, ...); every processor model says what it costs there
// (X86SchedGeneric.td for `-mcpu=x86-64`). A form with a folded load is the
// load followed by the operation (a WriteSequence, so its latency is the
// load's plus the operation's on every model), and reads its register operand
// through ReadAfterLd: that value is needed only once the load is done.
// Store forms add WriteStore after the operation.

// ---- Integer ----------------------------------------------------------------
def WriteALU      : SchedWrite;   // add, logic, compare, test, inc/dec, neg/not
def WriteMove     : SchedWrite;   // register moves, immediates, extensions
def WriteLEA      : SchedWrite;
def WriteCMOV     : SchedWrite;
def WriteSETCC    : SchedWrite;
def WriteShift    : SchedWrite;   // shifts and rotates by an immediate or 1
def WriteShiftCL  : SchedWrite;   // shifts and rotates by %cl
def WriteSHDrri   : SchedWrite;   // double shifts (shld/shrd)
def WriteIMul     : SchedWrite;   // two- and three-operand imul
def WriteMulWide  : SchedWrite;   // one-operand mul/imul (result in DX:AX)
def WriteDiv      : SchedWrite;   // div/idiv
def WriteBitScan  : SchedWrite;   // bsf/bsr
def WriteBitTest  : SchedWrite;   // bt/bts/btr/btc on registers
def WriteBSWAP    : SchedWrite;
def WriteLoad     : SchedWrite;   // a load into a general-purpose register
def WriteStore    : SchedWrite;
def WriteAtomic   : SchedWrite;   // locked read-modify-write, xchg with memory
def WriteString   : SchedWrite;   // movs/stos/scas/cmps/lods and rep forms
def WriteJump     : SchedWrite;
def WriteCall     : SchedWrite;
def WriteSystem   : SchedWrite;   // cpuid, rdtsc, pushf/popf, fences, ...
def WriteZero     : SchedWrite;   // zero idioms, no execution unit

// ---- SSE ----------------------------------------------------------------------
def WriteFAdd     : SchedWrite;   // add/sub/min/max, scalar and packed
def WriteFMul     : SchedWrite;
def WriteFDiv     : SchedWrite;
def WriteFSqrt    : SchedWrite;
def WriteFCmp     : SchedWrite;   // cmpss/cmpps and (u)comis
def WriteFLogic   : SchedWrite;   // andps/orps/xorps and their integer forms
def WriteShuffle  : SchedWrite;   // unpck/shuf/pshuf/pack/insert/extract
def WriteVecMove  : SchedWrite;   // register moves between XMM registers
def WriteVecALU   : SchedWrite;   // padd/psub/pcmp/pavg/pmin/pmax
def WriteVecShift : SchedWrite;
def WriteVecIMul  : SchedWrite;   // pmullw/pmuludq/pmaddwd/psadbw
def WriteCvtI2F   : SchedWrite;   // general-purpose register to float
def WriteCvtF2I   : SchedWrite;   // float to general-purpose register
def WriteCvtF2F   : SchedWrite;   // between float formats, packed integers
def WriteGprToVec : SchedWrite;   // movd/movq into XMM
def WriteVecToGpr : SchedWrite;   // movd/movq/movmsk out of XMM
def WriteFLoad    : SchedWrite;   // a load into an XMM register
def WriteFStore   : SchedWrite;

// ---- x87 ----------------------------------------------------------------------
def WriteX87Load  : SchedWrite;   // fld/fild from memory
def WriteX87Store : SchedWrite;   // fst/fistp to memory
def WriteX87Move  : SchedWrite;   // fld/fst/fxch between stack registers, constants
def WriteX87Add   : SchedWrite;
def WriteX87Mul   : SchedWrite;
def WriteX87Div   : SchedWrite;
def WriteX87Sqrt  : SchedWrite;
def WriteX87Cmp   : SchedWrite;   // fucom(i)/fcomi/ftst/fxam/fnstsw
def WriteX87CMOV  : SchedWrite;
def WriteX87Misc  : SchedWrite;   // fchs/fabs/frndint/fscale/fxtract
def WriteX87Trans : SchedWrite;   // transcendentals: fsin, fcos, fptan, fyl2x, ...
def WriteX87Ctrl  : SchedWrite;   // fldcw/fnstcw/fninit

// The operand a folded-load form reads besides memory: read once the load is done.
def ReadAfterLd : SchedRead;

// Folded-load and store forms, the same on every model.
def WriteALULd    : WriteSequence<[WriteLoad, WriteALU]>;
def WriteALURMW   : WriteSequence<[WriteLoad, WriteALU, WriteStore]>;
def WriteShiftRMW : WriteSequence<[WriteLoad, WriteShift, WriteStore]>;
def WriteIMulLd   : WriteSequence<[WriteLoad, WriteIMul]>;
def WriteMulWideLd : WriteSequence<[WriteLoad, WriteMulWide]>;
def WriteDivLd    : WriteSequence<[WriteLoad, WriteDiv]>;
def WriteCMOVLd   : WriteSequence<[WriteLoad, WriteCMOV]>;
def WriteBitScanLd : WriteSequence<[WriteLoad, WriteBitScan]>;
def WriteBitTestRMW : WriteSequence<[WriteLoad, WriteBitTest, WriteStore]>;
def WriteSETCCStore : WriteSequence<[WriteSETCC, WriteStore]>;
def WriteFAddLd   : WriteSequence<[WriteFLoad, WriteFAdd]>;
def WriteFMulLd   : WriteSequence<[WriteFLoad, WriteFMul]>;
def WriteFDivLd   : WriteSequence<[WriteFLoad, WriteFDiv]>;
def WriteFSqrtLd  : WriteSequence<[WriteFLoad, WriteFSqrt]>;
def WriteFCmpLd   : WriteSequence<[WriteFLoad, WriteFCmp]>;
def WriteFLogicLd : WriteSequence<[WriteFLoad, WriteFLogic]>;
def WriteShuffleLd : WriteSequence<[WriteFLoad, WriteShuffle]>;
def WriteVecALULd : WriteSequence<[WriteFLoad, WriteVecALU]>;
def WriteVecIMulLd : WriteSequence<[WriteFLoad, WriteVecIMul]>;
def WriteCvtI2FLd : WriteSequence<[WriteLoad, WriteCvtI2F]>;
def WriteCvtF2ILd : WriteSequence<[WriteFLoad, WriteCvtF2I]>;
def WriteCvtF2FLd : WriteSequence<[WriteFLoad, WriteCvtF2F]>;
def WriteX87AddLd : WriteSequence<[WriteX87Load, WriteX87Add]>;
def WriteX87MulLd : WriteSequence<[WriteX87Load, WriteX87Mul]>;
def WriteX87DivLd : WriteSequence<[WriteX87Load, WriteX87Div]>;

// The scheduling types of an instruction, as a mixin after its format class:
// `def X : I<...>, TB, Sched<[WriteFMul]>;`.
class Sched<list<SchedReadWrite> rw> {
  list<SchedReadWrite> SchedRW = rw;
}
