//! Call-frame information: the directive a `CFI_INSTRUCTION` carries
//! (`CFI_INSTRUCTION def_cfa_offset 16`, `offset $rbx, -24`), as the frame
//! lowering inserts them and the asm printer turns them into `.cfi_*`
//! directives.
//!
//! The operand is [`super::MachineOperand::Cfi`], an index into the owning
//! function's [`super::MachineFunction::cfi_directives`]; registers stay
//! physical registers (the printer maps them to DWARF numbers).

use kiln_mc::desc::PhysReg;

/// One call-frame-information directive, named as MIR and `.cfi_*` name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CfiDirective {
    /// `def_cfa $reg, offset`: the CFA is `reg + offset`.
    DefCfa { reg: PhysReg, offset: i64 },
    /// `def_cfa_offset N`: the CFA is the current CFA register + N.
    DefCfaOffset(i64),
    /// `def_cfa_register $reg`: the CFA register changes, its offset stays.
    DefCfaRegister(PhysReg),
    /// `adjust_cfa_offset N`: the CFA offset grows by N.
    AdjustCfaOffset(i64),
    /// `offset $reg, N`: `reg` is saved at CFA + N.
    Offset { reg: PhysReg, offset: i64 },
    /// `rel_offset $reg, N`: `reg` is saved at CFA register + N.
    RelOffset { reg: PhysReg, offset: i64 },
    /// `register $reg, $other`: `reg` is saved in `other`.
    Register { reg: PhysReg, other: PhysReg },
    Restore(PhysReg),
    Undefined(PhysReg),
    SameValue(PhysReg),
    RememberState,
    RestoreState,
}

/// How a directive's operands are written after its keyword.
pub(crate) enum CfiShape {
    None,
    Int,
    Reg,
    RegInt,
    RegReg,
}

impl CfiDirective {
    /// Keywords MIR writes, and the shape of what follows each.
    pub(crate) const KEYWORDS: [(&'static str, CfiShape); 12] = [
        ("def_cfa", CfiShape::RegInt),
        ("def_cfa_offset", CfiShape::Int),
        ("def_cfa_register", CfiShape::Reg),
        ("adjust_cfa_offset", CfiShape::Int),
        ("offset", CfiShape::RegInt),
        ("rel_offset", CfiShape::RegInt),
        ("register", CfiShape::RegReg),
        ("restore", CfiShape::Reg),
        ("undefined", CfiShape::Reg),
        ("same_value", CfiShape::Reg),
        ("remember_state", CfiShape::None),
        ("restore_state", CfiShape::None),
    ];

    /// The MIR keyword (also the `.cfi_` directive's name).
    pub fn keyword(&self) -> &'static str {
        match self {
            CfiDirective::DefCfa { .. } => "def_cfa",
            CfiDirective::DefCfaOffset(_) => "def_cfa_offset",
            CfiDirective::DefCfaRegister(_) => "def_cfa_register",
            CfiDirective::AdjustCfaOffset(_) => "adjust_cfa_offset",
            CfiDirective::Offset { .. } => "offset",
            CfiDirective::RelOffset { .. } => "rel_offset",
            CfiDirective::Register { .. } => "register",
            CfiDirective::Restore(_) => "restore",
            CfiDirective::Undefined(_) => "undefined",
            CfiDirective::SameValue(_) => "same_value",
            CfiDirective::RememberState => "remember_state",
            CfiDirective::RestoreState => "restore_state",
        }
    }

    /// Builds the directive `keyword` from its parsed operands (registers and
    /// integer as the keyword's shape has them); `None` for an unknown keyword.
    pub(crate) fn from_parts(keyword: &str, regs: [PhysReg; 2], value: i64) -> Option<CfiDirective> {
        let [reg, other] = regs;
        Some(match keyword {
            "def_cfa" => CfiDirective::DefCfa { reg, offset: value },
            "def_cfa_offset" => CfiDirective::DefCfaOffset(value),
            "def_cfa_register" => CfiDirective::DefCfaRegister(reg),
            "adjust_cfa_offset" => CfiDirective::AdjustCfaOffset(value),
            "offset" => CfiDirective::Offset { reg, offset: value },
            "rel_offset" => CfiDirective::RelOffset { reg, offset: value },
            "register" => CfiDirective::Register { reg, other },
            "restore" => CfiDirective::Restore(reg),
            "undefined" => CfiDirective::Undefined(reg),
            "same_value" => CfiDirective::SameValue(reg),
            "remember_state" => CfiDirective::RememberState,
            "restore_state" => CfiDirective::RestoreState,
            _ => return None,
        })
    }

    /// The registers and integer the directive carries, in writing order.
    pub fn parts(&self) -> (Vec<PhysReg>, Option<i64>) {
        match *self {
            CfiDirective::DefCfa { reg, offset } | CfiDirective::Offset { reg, offset } | CfiDirective::RelOffset { reg, offset } => {
                (vec![reg], Some(offset))
            }
            CfiDirective::DefCfaOffset(v) | CfiDirective::AdjustCfaOffset(v) => (Vec::new(), Some(v)),
            CfiDirective::DefCfaRegister(r) | CfiDirective::Restore(r) | CfiDirective::Undefined(r) | CfiDirective::SameValue(r) => {
                (vec![r], None)
            }
            CfiDirective::Register { reg, other } => (vec![reg, other], None),
            CfiDirective::RememberState | CfiDirective::RestoreState => (Vec::new(), None),
        }
    }
}
