//! The instructions of a target description, read from its `Instruction`
//! records and numbered: machine operands, tied and early-clobber constraints,
//! implicit registers and flags.
//!
//! Shared by the instruction-info and instruction-relation back ends so both
//! number opcodes alike: instructions with a `FixedOpcode` field (the
//! target-independent pseudos of GenericOpcodes.td) take exactly the numbers
//! 0, 1, 2, ... they name; GlobalISel's generic opcodes (`isPreISelOpcode`)
//! follow sorted by name, then the target's own sorted by name. A compound
//! operand (an Operand with a non-empty `MIOperandInfo`) becomes one machine
//! operand per part; the parts of an `OPERAND_MEMORY` operand are all memory.

use super::register_model::{defs_of, err, RegisterModel};
use crate::record::{DagRef, RecordKeeper, RecordRef};
use kiln_support::Diagnostic;
use rustc_hash::FxHashMap;

/// The `Instruction` bit fields and the `InstrFlags` constant each sets.
pub const FLAG_FIELDS: &[(&str, &str)] = &[
    ("mayLoad", "MAY_LOAD"),
    ("mayStore", "MAY_STORE"),
    ("hasSideEffects", "HAS_SIDE_EFFECTS"),
    ("isReturn", "IS_RETURN"),
    ("isBranch", "IS_BRANCH"),
    ("isIndirectBranch", "IS_INDIRECT_BRANCH"),
    ("isTerminator", "IS_TERMINATOR"),
    ("isBarrier", "IS_BARRIER"),
    ("isCall", "IS_CALL"),
    ("isCompare", "IS_COMPARE"),
    ("isMoveImm", "IS_MOVE_IMM"),
    ("isMoveReg", "IS_MOVE_REG"),
    ("isBitcast", "IS_BITCAST"),
    ("isSelect", "IS_SELECT"),
    ("isCommutable", "IS_COMMUTABLE"),
    ("isPredicable", "IS_PREDICABLE"),
    ("isAsCheapAsAMove", "IS_AS_CHEAP_AS_A_MOVE"),
    ("isReMaterializable", "IS_REMATERIALIZABLE"),
    ("isPseudo", "IS_PSEUDO"),
    ("isCodeGenOnly", "IS_CODE_GEN_ONLY"),
    ("isAsmParserOnly", "IS_ASM_PARSER_ONLY"),
    ("isConvertibleToThreeAddress", "IS_CONVERTIBLE_TO_THREE_ADDRESS"),
    ("usesCustomInserter", "USES_CUSTOM_INSERTER"),
    ("hasDelaySlot", "HAS_DELAY_SLOT"),
    ("isNotDuplicable", "IS_NOT_DUPLICABLE"),
    ("isConvergent", "IS_CONVERGENT"),
    ("isPreISelOpcode", "PRE_ISEL_OPCODE"),
];

/// The `OperandKind` variant of a machine operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OperandKind {
    Register,
    Immediate,
    Memory,
    PcRel,
    Unknown,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MachineOperand {
    pub kind: OperandKind,
    pub reg_class: Option<u16>,
    /// The type index of a generic register operand (`type0` is 0).
    pub generic_type: Option<u8>,
    pub tied_to: Option<u8>,
    pub early_clobber: bool,
}

/// A named operand of an instruction's `(outs ...)`/`(ins ...)` lists: its
/// machine operands `first..first + count` and the operand class it names.
#[derive(Clone, Copy)]
pub struct NamedOperand<'a> {
    pub name: &'a str,
    pub first: usize,
    pub count: usize,
    pub class: RecordRef<'a>,
}

pub struct Instr<'a> {
    pub rec: RecordRef<'a>,
    pub name: String,
    pub asm_string: String,
    pub num_defs: usize,
    pub operands: Vec<MachineOperand>,
    pub implicit_defs: Vec<u16>,
    pub implicit_uses: Vec<u16>,
    /// `InstrFlags` constant names, `VARIADIC` included.
    pub flags: Vec<&'static str>,
    pub size: u8,
    pub ts_flags: u64,
    /// The operands of the `outs`/`ins` lists in order (unnamed ones too,
    /// with an empty name).
    pub named_operands: Vec<NamedOperand<'a>>,
}

pub struct InstrModel<'a> {
    /// In opcode order.
    pub instrs: Vec<Instr<'a>>,
}

impl<'a> InstrModel<'a> {
    pub fn build(rk: &'a RecordKeeper, regs: &RegisterModel<'a>) -> Result<InstrModel<'a>, Diagnostic> {
        let recs = defs_of(rk, "Instruction");
        let mut fixed: Vec<(i64, RecordRef<'a>)> = Vec::new();
        let mut generic: Vec<RecordRef<'a>> = Vec::new();
        let mut rest: Vec<RecordRef<'a>> = Vec::new();
        for r in recs {
            match r.field("FixedOpcode") {
                Some(_) => fixed.push((r.get_value_as_int("FixedOpcode")?, r)),
                None if r.field("isPreISelOpcode").is_some() && r.get_value_as_bit("isPreISelOpcode")? => generic.push(r),
                None => rest.push(r),
            }
        }
        fixed.sort_by_key(|f| f.0);
        for (i, &(n, r)) in fixed.iter().enumerate() {
            if n != i as i64 {
                return Err(err(r, format!("fixed opcode {n} of {} leaves a gap or repeats: fixed opcodes must be 0, 1, 2, ...", r.name())));
            }
        }
        generic.sort_by(|a, b| a.name().cmp(b.name()));
        rest.sort_by(|a, b| a.name().cmp(b.name()));
        let instrs = fixed.into_iter().map(|f| f.1).chain(generic).chain(rest).map(|r| read_instr(r, regs)).collect::<Result<_, _>>()?;
        Ok(InstrModel { instrs })
    }
}

/// Builds the operand list of one instruction while remembering where each
/// named operand landed.
struct OperandBuilder<'m, 'a> {
    regs: &'m RegisterModel<'a>,
    rec: RecordRef<'a>,
    operands: Vec<MachineOperand>,
    /// Operand name → (first machine operand, count).
    named: FxHashMap<String, (usize, usize)>,
    in_order: Vec<NamedOperand<'a>>,
    variadic: bool,
}

impl<'m, 'a> OperandBuilder<'m, 'a> {
    fn add_list(&mut self, dag: &DagRef<'a>, expected: &str, field: &str) -> Result<(), Diagnostic> {
        let op = dag.operator.as_def().map(|d| d.name()).unwrap_or("");
        if op != expected {
            return Err(err(self.rec, format!("{} of {} must be a ({expected} ...) dag, not ({op} ...)", field, self.rec.name())));
        }
        for (i, (value, name)) in dag.args.iter().enumerate() {
            let Some(def) = value.as_def() else {
                return Err(err(self.rec, format!("operand {} of {} is `{}', not an operand class", i, self.rec.name(), value.to_tablegen())));
            };
            if def.name() == "variable_ops" {
                if i + 1 != dag.args.len() || expected == "outs" {
                    return Err(err(self.rec, format!("variable_ops must be the last operand of ({expected} ...) in ins of {}", self.rec.name())));
                }
                self.variadic = true;
                continue;
            }
            let first = self.operands.len();
            self.add_operand(def, false)?;
            let count = self.operands.len() - first;
            self.in_order.push(NamedOperand { name: name.unwrap_or(""), first, count, class: def });
            if let Some(name) = name {
                if self.named.insert(name.to_string(), (first, self.operands.len() - first)).is_some() {
                    return Err(err(self.rec, format!("{} has two operands named ${name}", self.rec.name())));
                }
            }
        }
        Ok(())
    }

    fn add_operand(&mut self, def: RecordRef<'a>, in_memory: bool) -> Result<(), Diagnostic> {
        let mut push_typed = |kind: OperandKind, reg_class: Option<u16>, generic_type: Option<u8>| {
            let kind = if in_memory { OperandKind::Memory } else { kind };
            self.operands.push(MachineOperand { kind, reg_class, generic_type, tied_to: None, early_clobber: false });
        };
        let mut push = |kind: OperandKind, reg_class: Option<u16>| push_typed(kind, reg_class, None);
        if def.is_subclass_of_name("RegisterClass") {
            push(OperandKind::Register, self.regs.class(def.name()));
        } else if def.is_subclass_of_name("RegisterOperand") {
            let class = def.get_value_as_def("RegClass")?;
            push(OperandKind::Register, self.regs.class(class.name()));
        } else if def.is_subclass_of_name("Operand") {
            let operand_type = def.get_value_as_string("OperandType")?;
            if let Some(index) = operand_type.strip_prefix("OPERAND_GENERIC_") {
                let index = index.parse::<u8>().ok().filter(|&i| i < 6);
                let index = index.ok_or_else(|| err(def, format!("operand type `{operand_type}' of {}: generic type indices are 0..=5", def.name())))?;
                push_typed(OperandKind::Register, None, Some(index));
                return Ok(());
            }
            let kind = match operand_type {
                "OPERAND_REGISTER" => OperandKind::Register,
                "OPERAND_IMMEDIATE" => OperandKind::Immediate,
                "OPERAND_MEMORY" => OperandKind::Memory,
                "OPERAND_PCREL" => OperandKind::PcRel,
                "OPERAND_UNKNOWN" => OperandKind::Unknown,
                other => return Err(err(def, format!("operand type `{other}' of {} is not one kiln knows", def.name()))),
            };
            let parts = def.get_value_as_dag("MIOperandInfo")?;
            if parts.args.is_empty() {
                push(kind, None);
            } else {
                for (value, _) in &parts.args {
                    let Some(part) = value.as_def() else {
                        return Err(err(def, format!("MIOperandInfo of {} holds `{}', not an operand class", def.name(), value.to_tablegen())));
                    };
                    self.add_operand(part, in_memory || kind == OperandKind::Memory)?;
                }
            }
        } else if def.name() == "unknown" {
            push(OperandKind::Unknown, None);
        } else {
            return Err(err(
                self.rec,
                format!("operand `{}' of {} is not a RegisterClass, RegisterOperand or Operand", def.name(), self.rec.name()),
            ));
        }
        Ok(())
    }

    /// The machine operand of `$name`, which must be a single one.
    fn single(&self, name: &str, constraint: &str) -> Result<usize, Diagnostic> {
        let Some(name) = name.trim().strip_prefix('$') else {
            return Err(err(self.rec, format!("constraint \"{constraint}\" of {}: expected an operand like $dst", self.rec.name())));
        };
        match self.named.get(name) {
            Some(&(index, 1)) => Ok(index),
            Some(_) => Err(err(self.rec, format!("constraint \"{constraint}\" of {}: ${name} is a compound operand", self.rec.name()))),
            None => Err(err(self.rec, format!("constraint \"{constraint}\" of {}: no operand named ${name}", self.rec.name()))),
        }
    }

    fn apply_constraints(&mut self, constraints: &str, num_defs: usize) -> Result<(), Diagnostic> {
        for c in constraints.split(',').map(str::trim).filter(|c| !c.is_empty()) {
            if let Some(operand) = c.strip_prefix("@earlyclobber") {
                let i = self.single(operand, c)?;
                if i >= num_defs {
                    return Err(err(self.rec, format!("constraint \"{c}\" of {}: only a definition can be early-clobber", self.rec.name())));
                }
                self.operands[i].early_clobber = true;
            } else if let Some((a, b)) = c.split_once('=') {
                let (a, b) = (self.single(a, c)?, self.single(b, c)?);
                let (def, use_) = match (a < num_defs, b < num_defs) {
                    (true, false) => (a, b),
                    (false, true) => (b, a),
                    _ => return Err(err(self.rec, format!("constraint \"{c}\" of {} must tie a use to a definition", self.rec.name()))),
                };
                if self.operands[use_].tied_to.is_some() {
                    return Err(err(self.rec, format!("constraint \"{c}\" of {}: the use is already tied", self.rec.name())));
                }
                self.operands[use_].tied_to = Some(def as u8);
            } else {
                return Err(err(self.rec, format!("unrecognised constraint \"{c}\" of {}", self.rec.name())));
            }
        }
        Ok(())
    }
}

fn read_instr<'a>(r: RecordRef<'a>, regs: &RegisterModel<'a>) -> Result<Instr<'a>, Diagnostic> {
    let mut b = OperandBuilder { regs, rec: r, operands: Vec::new(), named: FxHashMap::default(), in_order: Vec::new(), variadic: false };
    b.add_list(&r.get_value_as_dag("OutOperandList")?, "outs", "OutOperandList")?;
    let num_defs = b.operands.len();
    b.add_list(&r.get_value_as_dag("InOperandList")?, "ins", "InOperandList")?;
    if b.operands.len() > u8::MAX as usize {
        return Err(err(r, format!("{} has more than 255 machine operands", r.name())));
    }
    b.apply_constraints(r.get_value_as_string("Constraints")?, num_defs)?;

    let reg_list = |field: &str| -> Result<Vec<u16>, Diagnostic> {
        r.get_value_as_list_of_defs(field)?
            .iter()
            .map(|d| regs.reg(d.name()).ok_or_else(|| err(r, format!("`{}' in {field} of {} is not a Register", d.name(), r.name()))))
            .collect()
    };
    let mut flags = Vec::new();
    for &(field, flag) in FLAG_FIELDS {
        let set = if r.is_value_unset(field) { false } else { r.get_value_as_bit(field)? };
        if set {
            flags.push(flag);
        }
    }
    if b.variadic {
        flags.push("VARIADIC");
    }
    let size = r.get_value_as_int("Size")?;
    let size = u8::try_from(size).map_err(|_| err(r, format!("size {size} of {} is not 0..=255 bytes", r.name())))?;
    Ok(Instr {
        rec: r,
        name: r.name().to_string(),
        asm_string: r.get_value_as_string("AsmString")?.to_string(),
        num_defs,
        operands: b.operands,
        implicit_defs: reg_list("Defs")?,
        implicit_uses: reg_list("Uses")?,
        flags,
        size,
        ts_flags: r.get_value_as_int("TSFlags")? as u64,
        named_operands: b.in_order,
    })
}
