//! The selector-independent half of lowering arguments, calls and returns: which location the
//! calling convention gives each value, and what an incoming argument's location means for the
//! function. Each value is split into the register-sized parts the target's register types give
//! it ([`split_value`]), the generated convention is run over the parts ([`CCState::analyze`]),
//! and [`incoming_part`] records where an incoming part arrives: a live-in register copied to a
//! virtual register, or a fixed stack object of the caller's argument area. What a selector
//! builds from the locations (DAG nodes, or GlobalISel's generic instructions) is its own.

use super::function_info::FunctionLoweringInfo;
use crate::mir::Reg;
use crate::target::calling_conv::{split_value, ArgFlags, CCLoc, CCState, CCValAssign, CCValue, CallingConvTable};
use crate::target::lowering::RegisterTypes;
use crate::target::value_types::Evt;
use crate::target::data_layout::ModuleLayout;
use kiln_ir::{Attr, AttrKind, AttrSetId, Module, Type, TypeId};
use kiln_mc::desc::RegisterInfo;

/// The calling convention's assignment of the values of one argument list, call or return.
#[derive(Debug)]
pub struct ValueAssignment<'r> {
    /// The register-sized parts of the values, in order; the parts of one value are
    /// consecutive and carry its position as [`CCValue::index`].
    pub parts: Vec<CCValue>,
    /// The convention's state: after [`analyze`](Self::analyze), the location of each part
    /// (`state.locs`, whose `value` indexes [`parts`](Self::parts)) and the registers taken.
    pub state: CCState<'r>,
    /// How many values were added.
    values: u32,
}

impl<'r> ValueAssignment<'r> {
    pub fn new(regs: &'r RegisterInfo, vararg: bool) -> ValueAssignment<'r> {
        ValueAssignment { parts: Vec::new(), state: CCState::new(regs, vararg), values: 0 }
    }

    /// Empties the assignment for another value list, keeping its vectors' room.
    pub fn reset(&mut self, vararg: bool) {
        self.parts.clear();
        self.state.reset(vararg);
        self.values = 0;
    }

    /// Adds the next value, of type `vt` with the convention's `flags`, as its parts; returns
    /// how many parts it has. A type the register types cannot place is an error naming it.
    pub fn add_value(&mut self, types: &RegisterTypes, vt: Evt, flags: ArgFlags) -> Result<usize, String> {
        let first = self.parts.len();
        split_value(types, vt, flags, self.values, &mut self.parts)?;
        self.values += 1;
        Ok(self.parts.len() - first)
    }

    /// Runs convention `cc` over the parts.
    pub fn analyze(&mut self, cc: &CallingConvTable) -> Result<(), String> {
        self.state.analyze(cc, &self.parts)
    }

    /// The size of the argument area the assignment uses: it ends aligned to its most aligned
    /// slot (a 20-byte `byval` object takes 24).
    pub fn stack_size(&self) -> u32 {
        self.state.stack_size().next_multiple_of(self.state.max_stack_align())
    }
}

/// Where an incoming argument part arrives, as [`incoming_part`] recorded it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IncomingPart {
    /// In this virtual register (of the location's type), copied from the live-in physical
    /// register at the entry.
    Reg(Reg),
    /// A `byval` object in the argument area; the part is its address, this frame index.
    ByvalObject(i32),
    /// In the argument slot at `offset`, the immutable fixed object `index`.
    Stack { index: i32, offset: u32 },
}

/// Records in `fi` where incoming part `part` arrives at location `loc`: a live-in register
/// (of a type with a register class) and its virtual register, which also holds the `sret`
/// pointer when the part is one, or a fixed stack object. An `sret` pointer on the stack is an
/// error naming it.
pub fn incoming_part(
    fi: &mut FunctionLoweringInfo,
    types: &RegisterTypes,
    part: &CCValue,
    loc: &CCValAssign,
) -> Result<IncomingPart, String> {
    match loc.loc {
        CCLoc::Reg(r) => {
            if types.register_class(loc.loc_vt).is_none() {
                return Err(format!("unsupported argument of type {} in a register", loc.loc_vt.td_name()));
            }
            let vreg = fi.add_live_in(r, loc.loc_vt);
            if part.flags.has(ArgFlags::SRET) {
                fi.sret_reg = Some(vreg);
            }
            Ok(IncomingPart::Reg(vreg))
        }
        CCLoc::Stack { offset, .. } => {
            if part.flags.has(ArgFlags::SRET) {
                return Err("unsupported: an sret argument passed on the stack".to_string());
            }
            if part.flags.has(ArgFlags::BYVAL) {
                // The object itself is in the argument area; the argument is its address.
                let size = part.flags.byval_size.max(1);
                return Ok(IncomingPart::ByvalObject(fi.create_fixed_object(offset as i64, size as u64, false)));
            }
            let val_vt: Evt = loc.val_vt.into();
            let index = fi.create_fixed_object(offset as i64, val_vt.store_size(), true);
            Ok(IncomingPart::Stack { index, offset })
        }
    }
}

/// An argument register a variadic function stores into its register save area at entry, so
/// that `va_arg` finds the variable arguments that came in registers: the register, the type
/// it is stored as, and its offset and alignment in the area. The target's argument lowering
/// decides them (creating the area and recording [`FunctionLoweringInfo::varargs`]); each
/// selector builds the stores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SavedArgRegister {
    pub phys: kiln_mc::desc::PhysReg,
    pub vt: crate::target::value_types::Mvt,
    pub offset: u64,
    pub align: u64,
}

/// What `llvm.va_start` writes into one field of the target's `va_list`: a 32-bit integer or
/// the address of a frame object (by frame index).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VaListValue {
    Int32(u32),
    FrameAddress(i32),
}

/// One field of a `va_list` that `llvm.va_start` fills: its byte offset and its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VaListField {
    pub offset: u64,
    pub value: VaListValue,
}

/// The calling convention's flags of an argument (or parameter) with attribute set `set` and
/// IR type `ty`: extensions, `byval` with its object's size and alignment, `sret`, `inreg`,
/// `nest`; attributes kiln does not lower are an error naming them.
pub fn arg_flags(module: &Module, layout: &ModuleLayout, set: AttrSetId, ty: TypeId) -> Result<ArgFlags, String> {
    if set.is_empty() {
        // Most arguments have no attributes.
        return Ok(ArgFlags::default());
    }
    let attrs = &module.attr_sets;
    const UNSUPPORTED: [AttrKind; 6] = [
        AttrKind::InAlloca,
        AttrKind::Preallocated,
        AttrKind::ByRef,
        AttrKind::SwiftSelf,
        AttrKind::SwiftError,
        AttrKind::SwiftAsync,
    ];
    const FLAGS: [(AttrKind, u16); 6] = [
        (AttrKind::ZeroExt, ArgFlags::ZEXT),
        (AttrKind::SignExt, ArgFlags::SEXT),
        (AttrKind::ByVal, ArgFlags::BYVAL),
        (AttrKind::StructRet, ArgFlags::SRET),
        (AttrKind::InReg, ArgFlags::INREG),
        (AttrKind::Nest, ArgFlags::NEST),
    ];
    // One walk over the set (it is searched per argument of every call): the flags it sets,
    // and the first unsupported attribute in the order above.
    let mut flags = ArgFlags::default();
    let mut unsupported = UNSUPPORTED.len();
    for kind in attrs.get(set).iter().filter_map(Attr::kind) {
        if let Some(k) = UNSUPPORTED.iter().position(|&u| u == kind) {
            unsupported = unsupported.min(k);
        } else if let Some(&(_, bit)) = FLAGS.iter().find(|&&(f, _)| f == kind) {
            flags = flags.with(bit);
        }
    }
    if let Some(kind) = UNSUPPORTED.get(unsupported) {
        return Err(format!("unsupported argument attribute '{}'", kind.name()));
    }
    if flags.has(ArgFlags::BYVAL) {
        // `byval(T)`, or the pointee of a typed pointer for plain `byval`.
        let object = attrs
            .get(set)
            .iter()
            .find_map(|a| match a {
                Attr::Type(AttrKind::ByVal, t) => *t,
                _ => None,
            })
            .or(match module.types.get(ty) {
                Type::Ptr { pointee, .. } => *pointee,
                _ => None,
            })
            .ok_or("malformed argument: 'byval' without the type of the object")?;
        let align = attrs.get(set).iter().find_map(|a| match a {
            Attr::Int(AttrKind::Align, n) => Some(*n),
            _ => None,
        });
        let size = layout.type_alloc_size(object);
        flags.byval_size = u32::try_from(size).map_err(|_| format!("unsupported 'byval' object of {size} bytes"))?;
        flags.byval_align = align.unwrap_or_else(|| layout.abi_align(object)) as u32;
    }
    Ok(flags)
}
