//! A function's stack frame (`MachineFrameInfo`: frame properties, stack
//! objects, fixed objects, spill slots), constant pool and jump tables.
//!
//! Stack objects are addressed by [`FrameIdx`]: ordinary objects count up from
//! 0, fixed objects (incoming arguments, callee-saved slots at known offsets)
//! count down from -1, as MIR's `%stack.N` and `%fixed-stack.N`.

use super::operand::{BlockId, FrameIdx, Reg, StrId};

/// The frame properties MIR lists under `frameInfo:`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrameProperties {
    pub is_frame_address_taken: bool,
    pub is_return_address_taken: bool,
    pub has_stack_map: bool,
    pub has_patch_point: bool,
    pub stack_size: u64,
    pub offset_adjustment: i64,
    pub max_alignment: u64,
    pub adjusts_stack: bool,
    pub has_calls: bool,
    /// The stack-protector slot (`'%stack.0'`), as written; none is `''`.
    pub stack_protector: StrId,
    /// `u32::MAX` while unknown.
    pub max_call_frame_size: u32,
    pub cv_bytes_of_callee_saved_registers: u32,
    pub has_opaque_sp_adjustment: bool,
    pub has_va_start: bool,
    pub has_must_tail_in_var_arg_func: bool,
    pub has_tail_call: bool,
    pub local_frame_size: u64,
    /// Shrink-wrapping save and restore blocks, as written (`'%bb.1'`); none is `''`.
    pub save_point: StrId,
    pub restore_point: StrId,
}

impl Default for FrameProperties {
    fn default() -> FrameProperties {
        FrameProperties {
            is_frame_address_taken: false,
            is_return_address_taken: false,
            has_stack_map: false,
            has_patch_point: false,
            stack_size: 0,
            offset_adjustment: 0,
            max_alignment: 1,
            adjusts_stack: false,
            has_calls: false,
            stack_protector: StrId::NONE,
            max_call_frame_size: u32::MAX,
            cv_bytes_of_callee_saved_registers: 0,
            has_opaque_sp_adjustment: false,
            has_va_start: false,
            has_must_tail_in_var_arg_func: false,
            has_tail_call: false,
            local_frame_size: 0,
            save_point: StrId::NONE,
            restore_point: StrId::NONE,
        }
    }
}

/// What a stack object holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StackObjectKind {
    Default,
    SpillSlot,
    VariableSized,
}

impl StackObjectKind {
    pub fn mir_name(self) -> &'static str {
        match self {
            StackObjectKind::Default => "default",
            StackObjectKind::SpillSlot => "spill-slot",
            StackObjectKind::VariableSized => "variable-sized",
        }
    }

    pub fn from_mir_name(name: &str) -> Option<StackObjectKind> {
        [StackObjectKind::Default, StackObjectKind::SpillSlot, StackObjectKind::VariableSized]
            .into_iter()
            .find(|k| k.mir_name() == name)
    }
}

/// One stack object (ordinary or fixed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StackObject {
    /// The IR alloca's name (ordinary objects only); none is `''`.
    pub name: StrId,
    pub kind: StackObjectKind,
    /// Offset from the incoming stack pointer, once known.
    pub offset: i64,
    pub size: u64,
    pub alignment: u64,
    /// `default` unless the target keeps several stacks.
    pub stack_id: StrId,
    /// Fixed objects: the slot's contents never change (incoming arguments).
    pub is_immutable: bool,
    /// Fixed objects: the slot may be accessed through other pointers.
    pub is_aliased: bool,
    pub callee_saved_register: Reg,
    pub callee_saved_restored: bool,
    /// Ordinary objects: the offset in the local block, when allocated there.
    pub local_offset: Option<i64>,
    pub debug_info_variable: StrId,
    pub debug_info_expression: StrId,
    pub debug_info_location: StrId,
    /// Deleted: the slot keeps its index (MIR ids may skip it) but is not printed.
    pub is_dead: bool,
}

impl StackObject {
    pub fn new(kind: StackObjectKind, size: u64, alignment: u64, stack_id: StrId) -> StackObject {
        StackObject {
            name: StrId::NONE,
            kind,
            offset: 0,
            size,
            alignment,
            stack_id,
            is_immutable: false,
            is_aliased: false,
            callee_saved_register: Reg::NONE,
            callee_saved_restored: true,
            local_offset: None,
            debug_info_variable: StrId::NONE,
            debug_info_expression: StrId::NONE,
            debug_info_location: StrId::NONE,
            is_dead: false,
        }
    }
}

/// The stack frame of one function.
#[derive(Clone, Debug, Default)]
pub struct MachineFrameInfo {
    pub props: FrameProperties,
    pub objects: Vec<StackObject>,
    pub fixed_objects: Vec<StackObject>,
    /// Set by prolog/epilog insertion: the register debug information addresses stack
    /// objects from, and its distance below the CFA (objects' `offset`s are from the CFA).
    pub debug_frame_base: Option<(kiln_mc::desc::PhysReg, i64)>,
}

impl MachineFrameInfo {
    /// Empties the frame for the next function, keeping the room of its object lists (a
    /// function's allocas become stack objects one by one).
    pub fn clear(&mut self) {
        // Every field named, so that a new one is not left out.
        let MachineFrameInfo { props, objects, fixed_objects, debug_frame_base } = self;
        *props = FrameProperties::default();
        objects.clear();
        fixed_objects.clear();
        *debug_frame_base = None;
    }

    /// A new ordinary stack object (`%stack.N`).
    pub fn create_stack_object(&mut self, object: StackObject) -> FrameIdx {
        self.props.max_alignment = self.props.max_alignment.max(object.alignment);
        self.objects.push(object);
        FrameIdx(self.objects.len() as i32 - 1)
    }

    /// A new spill slot of `size` bytes.
    pub fn create_spill_slot(&mut self, size: u64, alignment: u64, stack_id: StrId) -> FrameIdx {
        self.create_stack_object(StackObject::new(StackObjectKind::SpillSlot, size, alignment, stack_id))
    }

    /// A new fixed object (`%fixed-stack.N`) at `offset` from the incoming stack pointer.
    pub fn create_fixed_object(&mut self, mut object: StackObject, offset: i64) -> FrameIdx {
        object.offset = offset;
        self.fixed_objects.push(object);
        FrameIdx::fixed(self.fixed_objects.len() as u32 - 1)
    }

    /// The live object at `index`.
    pub fn object(&self, index: FrameIdx) -> Option<&StackObject> {
        let o = if index.is_fixed() { self.fixed_objects.get(index.mir_id() as usize) } else { self.objects.get(index.0 as usize) };
        o.filter(|o| !o.is_dead)
    }

    pub fn object_mut(&mut self, index: FrameIdx) -> Option<&mut StackObject> {
        let o = if index.is_fixed() { self.fixed_objects.get_mut(index.mir_id() as usize) } else { self.objects.get_mut(index.0 as usize) };
        o.filter(|o| !o.is_dead)
    }

    /// Marks an object deleted; its index is not reused.
    pub fn remove_object(&mut self, index: FrameIdx) {
        if let Some(o) = self.object_mut(index) {
            o.is_dead = true;
        }
    }
}

/// One constant-pool entry: an IR constant (`double 1.000000e+00`, kept as text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConstantPoolEntry {
    pub value: String,
    pub alignment: u64,
    pub is_target_specific: bool,
}

/// The jump tables of a function: their entry kind and each table's blocks.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct JumpTables {
    /// `block-address`, `label-difference32`, `inline`, ... as written; none when there are no tables.
    pub kind: StrId,
    pub tables: Vec<Vec<BlockId>>,
}
