//! `TargetFrameLowering`: what prolog/epilog insertion asks a target about its stack frame —
//! alignment, return-address size, red zone, whether a frame pointer is kept — and the code it
//! asks the target to emit: prologue and epilogue, the call-frame setup/destroy pseudos, and
//! frame-index operands rewritten to a base register plus offset.
//!
//! The target-independent pass (`passes::prolog_epilog`) decides the [`FrameLayout`]; the
//! target turns it into instructions. All stack-object offsets are relative to the canonical
//! frame address (CFA: the stack pointer before the call that entered the function), as
//! `MachineFrameInfo` keeps them, so incoming stack arguments sit at offsets >= 0.

use kiln_ir::attr::{Attr, AttrKind};
use kiln_mc::desc::PhysReg;

use crate::mir::{BlockId, FrameIdx, InstId, MachineFunction};

/// The IR `"frame-pointer"` function attribute.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FramePointerPolicy {
    /// Omit the frame pointer where possible (`"none"`, or absent).
    #[default]
    None,
    /// Keep it in functions that make calls (`"non-leaf"`).
    NonLeaf,
    /// Always keep it (`"all"`).
    All,
}

/// The function attributes that shape the frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FrameAttrs {
    pub frame_pointer: FramePointerPolicy,
    /// `noredzone`: never use memory below the stack pointer.
    pub no_red_zone: bool,
    /// `uwtable`, or calls that may unwind (no `nounwind`): emit CFI.
    pub needs_unwind_info: bool,
    /// `alignstack(N)`: realign the stack to N bytes in the prologue.
    pub align_stack: Option<u64>,
    /// `"stackrealign"`: realign even when no object asks for it.
    pub force_realign: bool,
}

impl FrameAttrs {
    /// Reads the frame attributes of `func` in `module`.
    pub fn from_ir(module: &kiln_ir::Module, func: &kiln_ir::Function) -> FrameAttrs {
        Self::from_ir_or(module, func, FramePointerPolicy::None)
    }

    /// As [`FrameAttrs::from_ir`], with `frame_pointer` (llc's `-frame-pointer`) as the policy
    /// of a function without a `"frame-pointer"` attribute: the attribute wins, as in llc.
    pub fn from_ir_or(module: &kiln_ir::Module, func: &kiln_ir::Function, frame_pointer: FramePointerPolicy) -> FrameAttrs {
        let mut attrs = FrameAttrs { frame_pointer, ..FrameAttrs::default() };
        let mut nounwind = false;
        let mut uwtable = false;
        for a in module.attr_sets.get(func.attrs.func) {
            match a {
                Attr::Flag(AttrKind::NoRedZone) => attrs.no_red_zone = true,
                Attr::Flag(AttrKind::NoUnwind) => nounwind = true,
                Attr::Flag(AttrKind::UwTable) | Attr::UwTableSync => uwtable = true,
                Attr::Int(AttrKind::AlignStack, n) => attrs.align_stack = Some(*n),
                // Compared as bytes: the other string attributes' values (a long
                // "target-features" list) are not read at all.
                Attr::Str(key, value) => match module.symbols.bytes(*key) {
                    b"frame-pointer" => {
                        attrs.frame_pointer = match value.map(|v| module.symbols.bytes(v)) {
                            Some(b"all") => FramePointerPolicy::All,
                            Some(b"non-leaf") => FramePointerPolicy::NonLeaf,
                            _ => FramePointerPolicy::None,
                        }
                    }
                    b"stackrealign" => attrs.force_realign = true,
                    _ => {}
                },
                _ => {}
            }
        }
        attrs.needs_unwind_info = uwtable || !nounwind;
        attrs
    }
}

/// The alignment the prologue must realign the stack pointer to, if any: an object aligned
/// beyond the incoming `stack_alignment`, `alignstack(N)` above it, or `"stackrealign"`.
pub fn realignment(mf: &MachineFunction, attrs: &FrameAttrs, stack_alignment: u64) -> Option<u64> {
    let max_object = mf.frame.objects.iter().filter(|o| !o.is_dead).map(|o| o.alignment).max().unwrap_or(1);
    let wanted = max_object.max(attrs.align_stack.unwrap_or(1));
    (wanted > stack_alignment || attrs.force_realign).then(|| wanted.max(stack_alignment))
}

/// A callee-saved register and the stack slot it is saved in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CalleeSavedSlot {
    pub reg: PhysReg,
    pub slot: FrameIdx,
}

/// The frame decided by prolog/epilog insertion.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FrameLayout {
    /// The function keeps a frame pointer.
    pub has_fp: bool,
    /// The prologue aligns the stack pointer down to this many bytes.
    pub realign: Option<u64>,
    /// Callee-saved registers the function clobbers, in the target's save order.
    pub callee_saved: Vec<CalleeSavedSlot>,
    /// CFA minus the stack pointer once the return address, frame pointer and
    /// callee-saved registers are saved.
    pub fixed_bytes: u64,
    /// What the prologue subtracts from the stack pointer after those saves.
    pub local_bytes: u64,
    /// The extent of the whole frame below the CFA (locals, outgoing call frame,
    /// alignment), before any red-zone reduction: SP-relative offsets add it.
    pub frame_bytes: u64,
    /// Outgoing-argument areas are part of the frame: the call-frame pseudos emit nothing.
    pub reserved_call_frame: bool,
    /// The function has variable-sized objects (dynamic allocas).
    pub has_var_sized: bool,
    /// Emit call-frame information.
    pub emit_cfi: bool,
}

/// Which call-frame pseudo an instruction is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallFramePseudo {
    Setup,
    Destroy,
}

/// The stack-frame questions and code a target provides.
pub trait TargetFrameLowering {
    /// The stack alignment at call boundaries, in bytes.
    fn stack_alignment(&self) -> u64;

    /// Whether the stack grows towards lower addresses.
    fn stack_grows_down(&self) -> bool {
        true
    }

    /// Bytes the call instruction pushes (CFA minus the stack pointer on entry).
    fn return_address_size(&self) -> u64;

    /// Bytes below the stack pointer a leaf function may use without moving it (0: none).
    fn red_zone_size(&self) -> u64;

    /// Whether `mf` (with attributes `attrs`) keeps a frame pointer.
    fn has_fp(&self, mf: &MachineFunction, attrs: &FrameAttrs) -> bool;

    /// The frame-pointer register.
    fn frame_pointer(&self) -> PhysReg;

    /// The stack-pointer register.
    fn stack_pointer(&self) -> PhysReg;

    /// Whether `opcode` is a call-frame setup or destroy pseudo. Prolog/epilog insertion
    /// asks only about instructions whose description implicitly defines the stack pointer,
    /// as a call-frame pseudo's must.
    fn call_frame_pseudo(&self, opcode: u32) -> Option<CallFramePseudo>;

    /// The bytes of outgoing call frame a call-frame pseudo describes.
    fn call_frame_size(&self, mf: &MachineFunction, inst: InstId) -> u64;

    /// Creates the save slots of the callee-saved registers `regs` (given in the
    /// register info's order) and returns them in save order.
    fn assign_callee_saved_slots(&self, mf: &mut MachineFunction, regs: &[PhysReg], has_fp: bool) -> Result<Vec<CalleeSavedSlot>, String>;

    /// CFA minus the stack pointer once the frame pointer and `callee_saved` are saved.
    fn fixed_frame_bytes(&self, has_fp: bool, callee_saved: &[CalleeSavedSlot]) -> u64;

    /// Inserts the prologue at the top of `entry`.
    fn emit_prologue(&self, mf: &mut MachineFunction, entry: BlockId, frame: &FrameLayout) -> Result<(), String>;

    /// Inserts the epilogue before the return `ret`.
    fn emit_epilogue(&self, mf: &mut MachineFunction, ret: InstId, frame: &FrameLayout) -> Result<(), String>;

    /// Replaces the call-frame pseudo `inst` by stack-pointer adjustments (or nothing).
    fn eliminate_call_frame_pseudo(&self, mf: &mut MachineFunction, inst: InstId, frame: &FrameLayout) -> Result<(), String>;

    /// How far `inst` moves the stack pointer down (pushes, unreserved call-frame setup);
    /// negative for moves up. Only call-frame pseudos may give a different answer for a
    /// reserved call frame than for an unreserved one (prolog/epilog insertion asks once, with
    /// a reserved frame, which other instructions move it). An instruction that moves it
    /// implicitly defines the stack pointer in its description: prolog/epilog insertion asks
    /// about no other.
    fn sp_adjustment(&self, mf: &MachineFunction, inst: InstId, frame: &FrameLayout) -> i64;

    /// The register debug information addresses stack objects from (`DW_AT_frame_base`) and how
    /// far it is below the CFA, for a frame laid out as `frame`; `None` when no register stays
    /// a fixed distance from the CFA.
    fn debug_frame_base(&self, frame: &FrameLayout) -> Option<(PhysReg, i64)>;

    /// The register and offset that address stack object `fi`, with the stack pointer
    /// `sp_adj` bytes below where the frame left it (inside a call sequence).
    fn frame_index_reference(&self, mf: &MachineFunction, fi: FrameIdx, frame: &FrameLayout, sp_adj: i64) -> Result<(PhysReg, i64), String>;

    /// Rewrites the frame-index operand `operand` of `inst` to a base register plus offset.
    fn eliminate_frame_index(&self, mf: &mut MachineFunction, inst: InstId, operand: usize, frame: &FrameLayout, sp_adj: i64) -> Result<(), String>;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attrs(ir: &str, name: &str) -> FrameAttrs {
        let m = kiln_ir::parse("t.ll", ir).unwrap();
        FrameAttrs::from_ir(&m, m.lookup_function(name).unwrap())
    }

    #[test]
    fn frame_attributes_from_ir() {
        let ir = r#"
define void @a() #0 { ret void }
define void @b() #1 { ret void }
define void @c() { ret void }
attributes #0 = { nounwind uwtable "frame-pointer"="all" }
attributes #1 = { nounwind noredzone alignstack(32) "frame-pointer"="non-leaf" "stackrealign" }
"#;
        let a = attrs(ir, "a");
        assert_eq!((a.frame_pointer, a.needs_unwind_info, a.no_red_zone), (FramePointerPolicy::All, true, false));
        let b = attrs(ir, "b");
        assert_eq!((b.frame_pointer, b.needs_unwind_info, b.no_red_zone), (FramePointerPolicy::NonLeaf, false, true));
        assert_eq!((b.align_stack, b.force_realign), (Some(32), true));
        let c = attrs(ir, "c");
        assert_eq!((c.frame_pointer, c.needs_unwind_info, c.align_stack), (FramePointerPolicy::None, true, None));
    }
}
