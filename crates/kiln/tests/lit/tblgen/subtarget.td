// -gen-subtarget on a toy target: a complete and an incomplete model, a
// ProcResGroup, a WriteSequence for a folded load, a ReadAdvance, an InstRW
// override, features with implications and processors sorted by name.
// RUN: kiln tblgen -gen-subtarget -I ../kiln-codegen/td %s | FileCheck %s

include "Target.td"

def R0 : Register<"r0">;
def R1 : Register<"r1">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0, R1)>;

def WriteALU : SchedWrite;
def WriteLoad : SchedWrite;
def WriteALULd : WriteSequence<[WriteLoad, WriteALU]>;
def ReadAfterLd : SchedRead;

class ToyInst<list<SchedReadWrite> rw> : Instruction {
  let OutOperandList = (outs GPR:$dst);
  let InOperandList = (ins GPR:$a, GPR:$b);
  let SchedRW = rw;
}
def ADD : ToyInst<[WriteALU]>;
def ADDm : ToyInst<[WriteALULd, ReadAfterLd]>;
def SUB : ToyInst<[WriteALU]>;

def FeatureBase : SubtargetFeature<"base", "HasBase", "true", "Enable the base set">;
def FeatureFast : SubtargetFeature<"fast", "HasFast", "true", "Enable fast things", [FeatureBase]>;

def Small : SchedMachineModel;
let SchedModel = Small in {
  def SmallALU : ProcResource<1>;
  def : WriteRes<WriteALU, [SmallALU]>;
  def : WriteRes<WriteLoad, [SmallALU]> { let Latency = 3; }
  def : ReadAdvance<ReadAfterLd, 3>;
}

def Big : SchedMachineModel { let IssueWidth = 4; let CompleteModel = 0; }
let SchedModel = Big in {
  def BigP0 : ProcResource<1>;
  def BigP1 : ProcResource<1>;
  def BigP01 : ProcResGroup<[BigP0, BigP1]>;
  def : WriteRes<WriteALU, [BigP01]>;
  def BigSub : SchedWriteRes<[BigP0]> { let Latency = 2; }
  def : InstRW<[BigSub], (instrs SUB)>;
}

def : ProcessorModel<"small", Small, [FeatureBase]>;
def : ProcessorModel<"big", Big, [FeatureFast]>;

// CHECK: pub struct Feature(pub u8);
// CHECK: pub const Base: Feature = Feature(0);
// CHECK-NEXT: pub const Fast: Feature = Feature(1);

// Small: ADDm is the load then the add (3 + 1 cycles), its first use read 3 cycles late.
// CHECK: static SCHED_MODEL_Small_CLASSES: [{{.*}}; 4] = [
// CHECK-NEXT: INVALID_MICRO_OPS
// CHECK-NEXT: latency: 1, micro_ops: 1,
// CHECK-NEXT: latency: 4, micro_ops: 2, first_resource: 1, num_resources: 1, first_read_advance: 0, num_read_advances: 1
// CHECK-NEXT: latency: 1, micro_ops: 1,
// CHECK: ReadAdvanceDesc { operand: 0, cycles: 3 }

// Big: WriteLoad is unknown there, so ADDm's class is invalid; SUB has its own class.
// CHECK: static SCHED_MODEL_Big_RESOURCES: [{{.*}}; 3] = [
// CHECK: name: "BigP01", num_units: 2, buffer_size: -1
// CHECK: static SCHED_MODEL_Big_CLASSES: [{{.*}}; 4] = [
// CHECK-NEXT: latency: 0, micro_ops: {{.*}}INVALID_MICRO_OPS
// CHECK-NEXT: latency: 1, micro_ops: 1, first_resource: 0, num_resources: 1
// CHECK-NEXT: latency: 0, micro_ops: {{.*}}INVALID_MICRO_OPS
// CHECK-NEXT: latency: 2, micro_ops: 1, first_resource: 1, num_resources: 1
// CHECK: pub static SCHED_MODEL_Big: {{.*}}MachineModel = {{.*}}MachineModel {
// CHECK-NEXT: name: "Big",
// CHECK-NEXT: issue_width: 4,

// CHECK: static SCHED_CLASS_NAMES: [&str; 4] = ["NoSchedClass", "WriteALU", "WriteALULd_ReadAfterLd", "SUB"];
// CHECK: static INSTR_SCHED_CLASS: [u16; {{[0-9]+}}] = [{{.*}}1, 2, 3];
// CHECK: name: "base", desc: "Enable the base set", implies: 0x0
// CHECK-NEXT: name: "fast", desc: "Enable fast things", implies: 0x1
// CHECK: name: "big", features: 0x2, model: &SCHED_MODEL_Big
// CHECK-NEXT: name: "small", features: 0x1, model: &SCHED_MODEL_Small
