// Processors.td - subtarget features and processor definitions.
//
// A SubtargetFeature is a named capability (`-mattr=+sse2`) that sets the
// subtarget attribute `Attribute` to `Value` and implies other features. A
// Processor (a `-mcpu=` name) has itineraries and features; a ProcessorModel
// has a SchedMachineModel instead, whose itineraries it also takes.

#ifndef KILN_PROCESSORS_TD
#define KILN_PROCESSORS_TD

include "Itineraries.td"
include "SchedModel.td"

class SubtargetFeature<string name, string attribute, string value, string desc,
                       list<SubtargetFeature> implies = []> {
  string Name = name;
  string Attribute = attribute;
  string Value = value;
  string Desc = desc;
  list<SubtargetFeature> Implies = implies;
}

class Processor<string name, ProcessorItineraries itineraries,
                list<SubtargetFeature> features> {
  string Name = name;
  SchedMachineModel SchedModel = NoSchedModel;
  ProcessorItineraries ProcItin = itineraries;
  list<SubtargetFeature> Features = features;
}

class ProcessorModel<string name, SchedMachineModel model,
                     list<SubtargetFeature> features>
    : Processor<name, model.Itineraries, features> {
  let SchedModel = model;
}

#endif // KILN_PROCESSORS_TD
