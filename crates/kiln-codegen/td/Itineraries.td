// Itineraries.td - instruction itineraries: functional units and stages.
//
// An in-order processor describes each class of instruction (InstrItinClass)
// by the stages it goes through: InstrStage<cycles, units> reserves one of the
// listed functional units for `cycles` cycles; `OperandCycles` gives the cycle
// each operand is written or read, and Bypass records forwarding paths.
// ProcessorItineraries collects the data of one processor.

#ifndef KILN_ITINERARIES_TD
#define KILN_ITINERARIES_TD

class FuncUnit;
class Bypass;
def NoBypass : Bypass;

class InstrItinClass;
def NoItinerary : InstrItinClass;

// `timeinc` is the cycle the next stage starts relative to this one; -1 means
// after `cycles`.
class InstrStage<int cycles, list<FuncUnit> units, int timeinc = -1> {
  int Cycles = cycles;
  list<FuncUnit> Units = units;
  int TimeInc = timeinc;
}

class InstrItinData<InstrItinClass itinClass, list<InstrStage> stages,
                    list<int> operandCycles = [], list<Bypass> bypasses = [],
                    int uops = 1> {
  InstrItinClass TheClass = itinClass;
  int NumMicroOps = uops;
  list<InstrStage> Stages = stages;
  list<int> OperandCycles = operandCycles;
  list<Bypass> Bypasses = bypasses;
}

class ProcessorItineraries<list<FuncUnit> units, list<Bypass> bypasses,
                           list<InstrItinData> data> {
  list<FuncUnit> FU = units;
  list<Bypass> BP = bypasses;
  list<InstrItinData> IID = data;
}

def NoItineraries : ProcessorItineraries<[], [], []>;

#endif // KILN_ITINERARIES_TD
