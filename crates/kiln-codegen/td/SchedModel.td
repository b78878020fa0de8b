// SchedModel.td - per-processor machine models for the schedulers.
//
// A SchedMachineModel gives a processor's issue width, out-of-order buffer,
// load latency and mispredict penalty, optionally with itineraries. Instructions
// name abstract SchedWrite/SchedRead types in `SchedRW` (writes for the defs in
// order, reads for the uses in order); each model maps a SchedWrite to processor
// resources with a latency (WriteRes) and a SchedRead to the cycles its operand
// may be read late (ReadAdvance). SchedWriteRes and SchedReadAdvance are types
// that carry their own cost; InstRW gives listed instructions other types on one
// model. `-gen-subtarget` turns all of it into per-model tables.

#ifndef KILN_SCHED_MODEL_TD
#define KILN_SCHED_MODEL_TD

include "Itineraries.td"

class SchedMachineModel {
  int IssueWidth = 1;
  int MicroOpBufferSize = 0;    // 0: in-order
  int LoadLatency = 4;
  int HighLatency = 10;
  int MispredictPenalty = 10;
  ProcessorItineraries Itineraries = NoItineraries;
  bit PostRAScheduler = 0;
  bit CompleteModel = 1;
}

def NoSchedModel : SchedMachineModel;

// A kind of execution resource; ProcResource<n> is a pool of n units that
// belongs to one model. BufferSize -1: the model's MicroOpBufferSize.
class ProcResourceKind;
class ProcResource<int numUnits> : ProcResourceKind {
  int NumUnits = numUnits;
  int BufferSize = -1;
  SchedMachineModel SchedModel = ?;
}

// Any unit of several pools (an instruction that may issue to either port);
// its units are theirs together.
class ProcResGroup<list<ProcResource> resources> : ProcResourceKind {
  list<ProcResource> Resources = resources;
  int BufferSize = -1;
  SchedMachineModel SchedModel = ?;
}

class SchedReadWrite;
class SchedWrite : SchedReadWrite;
class SchedRead : SchedReadWrite;

// The cost of a SchedWrite on one model: resources used for `ResourceCycles`
// cycles each (1 when empty), result latency and micro-op count.
class WriteRes<SchedWrite write, list<ProcResourceKind> resources> {
  SchedWrite WriteType = write;
  list<ProcResourceKind> ProcResources = resources;
  list<int> ResourceCycles = [];
  int Latency = 1;
  int NumMicroOps = 1;
  SchedMachineModel SchedModel = ?;
}

// An operand read `cycles` after issue, so that a producer's latency is
// reduced by that much.
class ReadAdvance<SchedRead read, int cycles> {
  SchedRead ReadType = read;
  int Cycles = cycles;
  SchedMachineModel SchedModel = ?;
}

// A write type with its cost on one model, for InstRW (or a SchedRW that only
// one model reads).
class SchedWriteRes<list<ProcResourceKind> resources> : SchedWrite {
  list<ProcResourceKind> ProcResources = resources;
  list<int> ResourceCycles = [];
  int Latency = 1;
  int NumMicroOps = 1;
  SchedMachineModel SchedModel = ?;
}

// A read type with its advance on one model.
class SchedReadAdvance<int cycles> : SchedRead {
  int Cycles = cycles;
  SchedMachineModel SchedModel = ?;
}

// Writes that happen one after another (`repeat` times over): latencies,
// micro-ops and resource cycles add up.
class WriteSequence<list<SchedWrite> writes, int repeat = 1> : SchedWrite {
  list<SchedWrite> Writes = writes;
  int Repeat = repeat;
}

// On one model, the instructions of `instrlist`, `(instrs ADD32rr, ADD64rr)`,
// take the types `rw` instead of their SchedRW.
def instrs;
class InstRW<list<SchedReadWrite> rw, dag instrlist> {
  list<SchedReadWrite> OperandReadWrites = rw;
  dag Instrs = instrlist;
  SchedMachineModel SchedModel = ?;
}

#endif // KILN_SCHED_MODEL_TD
