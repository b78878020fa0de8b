//! The subtarget tables `-gen-subtarget` generates from a target's `.td`: features (the
//! `-mattr` names with what each implies), processors (the `-mcpu` names with their features
//! and machine model) and the machine models themselves: per scheduling class the latency,
//! micro-op count, processor-resource cycles and operand read advances, as LLVM's
//! MCSchedModel describes a processor. Tables are sorted slices searched by binary search;
//! an instruction's scheduling class is one array lookup by opcode, its cost one more.
//! Schedulers read a model through [`MachineModel`]; drivers list processors and features
//! for `-mcpu=help` with [`SubtargetInfo::help_text`].

/// One feature: bit `i` of a feature mask is `features[i]` of the [`SubtargetInfo`].
#[derive(Debug, PartialEq, Eq)]
pub struct FeatureDesc {
    /// The name in feature strings (`sse4.2`).
    pub name: &'static str,
    pub desc: &'static str,
    /// The mask of the features this one directly implies.
    pub implies: u64,
}

/// One `-mcpu` name.
#[derive(Debug, PartialEq, Eq)]
pub struct ProcessorDesc {
    pub name: &'static str,
    /// The mask of the processor's features (implied ones not yet added).
    pub features: u64,
    pub model: &'static MachineModel,
}

/// A pool of identical execution units of one model (ProcResource) or a group of pools.
#[derive(Debug, PartialEq, Eq)]
pub struct ProcResourceDesc {
    pub name: &'static str,
    pub num_units: u16,
    /// -1: the model's micro-op buffer; 0: in order.
    pub buffer_size: i16,
}

/// `cycles` cycles of resource `resource` (an index into [`MachineModel::resources`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResourceUse {
    pub resource: u16,
    pub cycles: u16,
}

/// Use operand `operand` (counting from the first use) is read `cycles` cycles after issue,
/// which hides that many cycles of its producer's latency.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReadAdvanceDesc {
    pub operand: u16,
    pub cycles: i16,
}

/// The cost of one scheduling class on one model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SchedClassDesc {
    /// Cycles until the results are available (the slowest write).
    pub latency: u16,
    /// [`SchedClassDesc::INVALID_MICRO_OPS`]: the model says nothing about the class.
    pub micro_ops: u16,
    /// `resource_uses[first_resource..][..num_resources]` of the model.
    pub first_resource: u16,
    pub num_resources: u16,
    /// `read_advances[first_read_advance..][..num_read_advances]` of the model.
    pub first_read_advance: u16,
    pub num_read_advances: u16,
}

impl SchedClassDesc {
    pub const INVALID_MICRO_OPS: u16 = u16::MAX;

    pub fn is_valid(&self) -> bool {
        self.micro_ops != Self::INVALID_MICRO_OPS
    }
}

/// One processor's machine model (SchedMachineModel).
#[derive(Debug, PartialEq, Eq)]
pub struct MachineModel {
    pub name: &'static str,
    pub issue_width: u16,
    /// 0: in order.
    pub micro_op_buffer_size: u16,
    pub load_latency: u16,
    pub high_latency: u16,
    pub mispredict_penalty: u16,
    pub complete: bool,
    pub resources: &'static [ProcResourceDesc],
    /// Indexed by scheduling class; empty when the model has no per-instruction data.
    pub classes: &'static [SchedClassDesc],
    pub resource_uses: &'static [ResourceUse],
    pub read_advances: &'static [ReadAdvanceDesc],
}

impl MachineModel {
    /// A model without instruction data and the base vocabulary's defaults.
    pub const DEFAULT: MachineModel = MachineModel {
        name: "NoSchedModel",
        issue_width: 1,
        micro_op_buffer_size: 0,
        load_latency: 4,
        high_latency: 10,
        mispredict_penalty: 10,
        complete: false,
        resources: &[],
        classes: &[],
        resource_uses: &[],
        read_advances: &[],
    };

    /// The cost of scheduling class `class`, when the model knows it.
    pub fn class(&self, class: u16) -> Option<&SchedClassDesc> {
        self.classes.get(class as usize).filter(|c| c.is_valid())
    }

    pub fn resource_uses(&self, c: &SchedClassDesc) -> &'static [ResourceUse] {
        let start = c.first_resource as usize;
        &self.resource_uses[start..start + c.num_resources as usize]
    }

    /// The cycles by which use operand `operand` of an instruction of class `c` is read late.
    pub fn read_advance(&self, c: &SchedClassDesc, operand: usize) -> i16 {
        let start = c.first_read_advance as usize;
        self.read_advances[start..start + c.num_read_advances as usize]
            .iter()
            .find(|r| r.operand as usize == operand)
            .map_or(0, |r| r.cycles)
    }
}

/// Everything `-gen-subtarget` generates for one target.
#[derive(Debug, PartialEq, Eq)]
pub struct SubtargetInfo {
    /// Sorted by name; bit `i` of a feature mask is `features[i]`.
    pub features: &'static [FeatureDesc],
    /// Sorted by name.
    pub processors: &'static [ProcessorDesc],
    /// Indexed by scheduling class (class 0: instructions without scheduling information).
    pub sched_class_names: &'static [&'static str],
    /// The scheduling class of each opcode.
    pub instr_sched_class: &'static [u16],
}

impl SubtargetInfo {
    pub fn processor(&self, name: &str) -> Option<&'static ProcessorDesc> {
        let processors: &'static [ProcessorDesc] = self.processors;
        processors.binary_search_by(|p| p.name.cmp(name)).ok().map(|i| &processors[i])
    }

    /// The bit of feature `name`.
    pub fn feature(&self, name: &str) -> Option<u32> {
        self.features.binary_search_by(|f| f.name.cmp(name)).ok().map(|i| i as u32)
    }

    /// `mask` with everything its features imply, transitively.
    pub fn implied_closure(&self, mut mask: u64) -> u64 {
        loop {
            let grown = self
                .features
                .iter()
                .enumerate()
                .filter(|&(i, _)| mask & (1 << i) != 0)
                .fold(mask, |m, (_, f)| m | f.implies);
            if grown == mask {
                return mask;
            }
            mask = grown;
        }
    }

    /// The scheduling class of `opcode` (0 when out of range).
    pub fn sched_class(&self, opcode: u32) -> u16 {
        self.instr_sched_class.get(opcode as usize).copied().unwrap_or(0)
    }

    /// What `llc -mcpu=help` prints: the processors, then the features, each in a column
    /// as wide as its longest name.
    pub fn help_text(&self, tool: &str) -> String {
        let mut out = String::from("Available CPUs for this target:\n\n");
        let width = self.processors.iter().map(|p| p.name.len()).max().unwrap_or(0);
        for p in self.processors {
            out.push_str(&format!("  {:width$} - Select the {} processor.\n", p.name, p.name));
        }
        out.push_str("\nAvailable features for this target:\n\n");
        let width = self.features.iter().map(|f| f.name.len()).max().unwrap_or(0);
        for f in self.features {
            out.push_str(&format!("  {:width$} - {}.\n", f.name, f.desc));
        }
        out.push_str("\nUse +feature to enable a feature, or -feature to disable it.\n");
        out.push_str(&format!("For example, {tool} -mcpu=mycpu -mattr=+feature1,-feature2\n"));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static CLASSES: [SchedClassDesc; 2] = [
        SchedClassDesc {
            latency: 0,
            micro_ops: SchedClassDesc::INVALID_MICRO_OPS,
            first_resource: 0,
            num_resources: 0,
            first_read_advance: 0,
            num_read_advances: 0,
        },
        SchedClassDesc {
            latency: 5,
            micro_ops: 2,
            first_resource: 0,
            num_resources: 1,
            first_read_advance: 0,
            num_read_advances: 1,
        },
    ];
    static MODEL: MachineModel = MachineModel {
        name: "Toy",
        resources: &[ProcResourceDesc { name: "ToyALU", num_units: 2, buffer_size: -1 }],
        classes: &CLASSES,
        resource_uses: &[ResourceUse { resource: 0, cycles: 3 }],
        read_advances: &[ReadAdvanceDesc { operand: 1, cycles: 4 }],
        ..MachineModel::DEFAULT
    };
    static INFO: SubtargetInfo = SubtargetInfo {
        features: &[
            FeatureDesc { name: "a", desc: "Enable A", implies: 0b010 },
            FeatureDesc { name: "bb", desc: "Enable BB", implies: 0b100 },
            FeatureDesc { name: "c", desc: "Enable C", implies: 0 },
        ],
        processors: &[
            ProcessorDesc { name: "big", features: 0b001, model: &MODEL },
            ProcessorDesc { name: "small", features: 0, model: &MachineModel::DEFAULT },
        ],
        sched_class_names: &["NoSchedClass", "WriteALU"],
        instr_sched_class: &[0, 1, 1],
    };

    #[test]
    fn lookups() {
        assert_eq!(INFO.processor("big").unwrap().model.name, "Toy");
        assert!(INFO.processor("medium").is_none());
        assert_eq!(INFO.feature("bb"), Some(1));
        assert_eq!(INFO.implied_closure(0b001), 0b111);
        let class = MODEL.class(INFO.sched_class(2)).unwrap();
        assert_eq!((class.latency, class.micro_ops), (5, 2));
        assert_eq!(MODEL.resource_uses(class), [ResourceUse { resource: 0, cycles: 3 }]);
        assert_eq!((MODEL.read_advance(class, 1), MODEL.read_advance(class, 0)), (4, 0));
        assert!(MODEL.class(0).is_none() && MODEL.class(7).is_none());
        assert_eq!(INFO.sched_class(99), 0);
    }

    #[test]
    fn help_lists_processors_then_features() {
        let text = INFO.help_text("llc");
        assert!(text.starts_with("Available CPUs for this target:\n\n  big   - Select the big processor.\n"));
        assert!(text.contains("\nAvailable features for this target:\n\n  a  - Enable A.\n  bb - Enable BB.\n"));
        assert!(text.ends_with("For example, llc -mcpu=mycpu -mattr=+feature1,-feature2\n"));
    }
}
