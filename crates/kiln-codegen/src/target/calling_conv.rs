//! Calling conventions as data, and the interpreter that assigns values to locations.
//!
//! A target describes each convention in `.td` (`CallingConv` of `td/CallingConv.td`); the
//! `gen-callingconv` TableGen back end turns each one into a [`CallingConvTable`]: a flat list of
//! [`CCAction`]s where a predicate guards the action tree right after it (`skip` says how many
//! entries that tree has). [`CCState::analyze`] runs a table over the values of a call, an
//! argument list or a return, giving each value a register or a stack slot ([`CCValAssign`])
//! and recording how it was promoted ([`LocInfo`]). The same code serves every target; only the
//! tables and the few [`CCAction::Custom`] functions a target names are target code.

use crate::target::value_types::{Evt, Mvt};
use crate::target::lowering::RegisterTypes;
use kiln_mc::desc::{PhysReg, RegisterInfo};

/// Properties of one argument (or return value) part that conventions test.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ArgFlags {
    pub bits: u16,
    /// For `byval`: the size in bytes of the pointed-to object.
    pub byval_size: u32,
    /// For `byval`: the alignment of the object (0 when not given).
    pub byval_align: u32,
}

impl ArgFlags {
    pub const SEXT: u16 = 1 << 0;
    pub const ZEXT: u16 = 1 << 1;
    pub const BYVAL: u16 = 1 << 2;
    pub const SRET: u16 = 1 << 3;
    pub const INREG: u16 = 1 << 4;
    pub const NEST: u16 = 1 << 5;
    /// The first part of a value split into several registers' worth.
    pub const SPLIT: u16 = 1 << 6;
    /// The last part of a split value.
    pub const SPLIT_END: u16 = 1 << 7;
    /// An argument passed through the `...` of a variadic callee.
    pub const VARARG: u16 = 1 << 8;

    pub fn has(self, bit: u16) -> bool {
        self.bits & bit != 0
    }

    pub fn with(mut self, bit: u16) -> ArgFlags {
        self.bits |= bit;
        self
    }

    pub fn without(mut self, bit: u16) -> ArgFlags {
        self.bits &= !bit;
        self
    }
}

/// The conditions `CCIf<"...">` can name: kiln maps each predicate string of
/// `td/CallingConv.td` to one of these (the back end rejects other strings).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CCPredicate {
    ByVal,
    InReg,
    Nest,
    SRet,
    Split,
    SExt,
    ZExt,
    /// The call or function is variadic.
    VarArg,
    NotVarArg,
    /// This value is passed through the `...` of a variadic callee.
    IsVarArgValue,
}

impl CCPredicate {
    fn holds(self, flags: ArgFlags, vararg: bool) -> bool {
        match self {
            CCPredicate::ByVal => flags.has(ArgFlags::BYVAL),
            CCPredicate::InReg => flags.has(ArgFlags::INREG),
            CCPredicate::Nest => flags.has(ArgFlags::NEST),
            CCPredicate::SRet => flags.has(ArgFlags::SRET),
            CCPredicate::Split => flags.has(ArgFlags::SPLIT),
            CCPredicate::SExt => flags.has(ArgFlags::SEXT),
            CCPredicate::ZExt => flags.has(ArgFlags::ZEXT),
            CCPredicate::VarArg => vararg,
            CCPredicate::NotVarArg => !vararg,
            CCPredicate::IsVarArgValue => flags.has(ArgFlags::VARARG),
        }
    }
}

/// A hand-written step of a convention (`CCCustom<"name">`): returns whether it assigned the
/// value (then the convention stops for this value) or let the following actions run.
pub type CCCustomFn = fn(&mut CCState<'_>, &CCCursor) -> bool;

/// One step of a calling convention. Types are `Mvt` numbers (as in `td/ValueTypes.td`).
#[derive(Clone, Copy, Debug)]
pub enum CCAction {
    /// Apply the next action tree only if the location type is one of `vts`; else skip `skip`.
    IfType {
        vts: &'static [u8],
        skip: u16,
    },
    /// Apply the next action tree only if `pred` holds; else skip `skip` entries.
    If {
        pred: CCPredicate,
        skip: u16,
    },
    /// The first free register of `regs`; also uses up the shadow register at its position.
    AssignToReg {
        regs: &'static [PhysReg],
        shadows: &'static [PhysReg],
    },
    /// A stack slot (0 size/align: the location type's store size, rounded up to a power of two,
    /// for both); every register of `shadows` is used up as well.
    AssignToStack {
        size: u32,
        align: u32,
        shadows: &'static [PhysReg],
    },
    /// A copy of a `byval` object in the argument area, in a slot of its size (at least `size`
    /// bytes), aligned to at least `align`.
    PassByVal {
        size: u32,
        align: u32,
    },
    PromoteToType(u8),
    BitConvertToType(u8),
    PassIndirect(u8),
    DelegateTo(&'static CallingConvTable),
    Custom(CCCustomFn),
}

/// A generated calling convention.
#[derive(Debug)]
pub struct CallingConvTable {
    pub name: &'static str,
    pub actions: &'static [CCAction],
}

/// How the value is represented in its location.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LocInfo {
    Full,
    /// Sign-, zero- or any-extended to the (wider) location type.
    SExt,
    ZExt,
    AExt,
    /// Bit-converted to the location type.
    BCvt,
    /// Passed as a pointer to memory holding it.
    Indirect,
}

/// Where a value goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CCLoc {
    Reg(PhysReg),
    /// Bytes `offset..offset + size` of the argument area (offset 0 is the first byte above the
    /// return address on entry to the callee).
    Stack {
        offset: u32,
        size: u32,
        align: u32,
    },
}

/// The assignment of one value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CCValAssign {
    /// Index into the values given to [`CCState::analyze`].
    pub value: u32,
    pub val_vt: Mvt,
    pub loc_vt: Mvt,
    pub info: LocInfo,
    pub loc: CCLoc,
}

/// One value (one register's worth of an argument or return value) to assign.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CCValue {
    pub vt: Mvt,
    pub flags: ArgFlags,
    /// The IR argument (or return value) it is part of.
    pub index: u32,
    /// Which part of that argument (0 for unsplit values).
    pub part: u32,
}

/// The value being assigned as a custom action sees it.
#[derive(Clone, Copy, Debug)]
pub struct CCCursor {
    pub value: u32,
    pub val: CCValue,
    pub loc_vt: Mvt,
    pub info: LocInfo,
}

/// Assignment state of one argument list, call or return: the registers and argument-area
/// bytes used so far and the assignments made.
#[derive(Debug)]
pub struct CCState<'a> {
    regs: &'a RegisterInfo,
    /// Bit per physical register.
    allocated: Vec<u64>,
    stack_size: u32,
    max_stack_align: u32,
    vararg: bool,
    pub locs: Vec<CCValAssign>,
}

impl Clone for CCState<'_> {
    fn clone(&self) -> Self {
        CCState { allocated: self.allocated.clone(), locs: self.locs.clone(), ..*self }
    }

    /// A copy in `self`'s own vectors (a cached assignment reused allocates nothing).
    fn clone_from(&mut self, other: &Self) {
        self.regs = other.regs;
        self.allocated.clone_from(&other.allocated);
        (self.stack_size, self.max_stack_align, self.vararg) = (other.stack_size, other.max_stack_align, other.vararg);
        self.locs.clone_from(&other.locs);
    }
}

impl<'a> CCState<'a> {
    pub fn new(regs: &'a RegisterInfo, vararg: bool) -> CCState<'a> {
        CCState {
            regs,
            allocated: vec![0; regs.registers.len().div_ceil(64)],
            stack_size: 0,
            max_stack_align: 1,
            vararg,
            locs: Vec::new(),
        }
    }

    /// Back to the state [`new`](Self::new) gives, in the same vectors (a new argument list
    /// allocates nothing).
    pub fn reset(&mut self, vararg: bool) {
        self.allocated.fill(0);
        self.stack_size = 0;
        self.max_stack_align = 1;
        self.vararg = vararg;
        self.locs.clear();
    }

    pub fn is_vararg(&self) -> bool {
        self.vararg
    }

    pub fn is_allocated(&self, r: PhysReg) -> bool {
        let i = r.index();
        self.allocated[i / 64] >> (i % 64) & 1 != 0
    }

    /// Marks `r` and every register sharing storage with it as used.
    pub fn mark_allocated(&mut self, r: PhysReg) {
        let regs = self.regs;
        for &a in std::iter::once(&r).chain(regs.registers[r.index()].aliases) {
            let i = a.index();
            self.allocated[i / 64] |= 1 << (i % 64);
        }
    }

    /// The position in `list` of its first free register.
    pub fn first_unallocated(&self, list: &[PhysReg]) -> Option<usize> {
        list.iter().position(|&r| !self.is_allocated(r))
    }

    /// Takes the first free register of `list` (and the shadow register at its position).
    pub fn allocate_reg(&mut self, list: &[PhysReg], shadows: &[PhysReg]) -> Option<PhysReg> {
        let i = self.first_unallocated(list)?;
        self.mark_allocated(list[i]);
        if let Some(&s) = shadows.get(i) {
            self.mark_allocated(s);
        }
        Some(list[i])
    }

    /// Reserves `size` bytes aligned to `align` in the argument area; returns their offset.
    pub fn allocate_stack(&mut self, size: u32, align: u32) -> u32 {
        let align = align.max(1);
        let offset = self.stack_size.next_multiple_of(align);
        self.stack_size = offset + size;
        self.max_stack_align = self.max_stack_align.max(align);
        offset
    }

    /// Bytes of argument area used.
    pub fn stack_size(&self) -> u32 {
        self.stack_size
    }

    /// The largest alignment of an argument-area slot.
    pub fn max_stack_align(&self) -> u32 {
        self.max_stack_align
    }

    pub fn add_loc(&mut self, cursor: &CCCursor, loc: CCLoc) {
        self.locs.push(CCValAssign {
            value: cursor.value,
            val_vt: cursor.val.vt,
            loc_vt: cursor.loc_vt,
            info: cursor.info,
            loc,
        });
    }

    /// Assigns every value of `values` with convention `cc`, appending to [`locs`](Self::locs)
    /// in value order. A value no action places is an error naming it.
    pub fn analyze(&mut self, cc: &CallingConvTable, values: &[CCValue]) -> Result<(), String> {
        for (i, val) in values.iter().enumerate() {
            let mut cursor = CCCursor { value: i as u32, val: *val, loc_vt: val.vt, info: LocInfo::Full };
            if !self.run(cc, &mut cursor)? {
                return Err(format!(
                    "calling convention {} cannot pass a value of type {} (argument {})",
                    cc.name,
                    val.vt.td_name(),
                    val.index
                ));
            }
        }
        Ok(())
    }

    /// Runs `cc`'s actions for one value; whether it was assigned.
    fn run(&mut self, cc: &CallingConvTable, c: &mut CCCursor) -> Result<bool, String> {
        let actions = cc.actions;
        let mut pc = 0;
        while pc < actions.len() {
            let action = actions[pc];
            pc += 1;
            match action {
                CCAction::IfType { vts, skip } => {
                    if !vts.contains(&(c.loc_vt as u8)) {
                        pc += skip as usize;
                    }
                }
                CCAction::If { pred, skip } => {
                    if !pred.holds(c.val.flags, self.vararg) {
                        pc += skip as usize;
                    }
                }
                CCAction::AssignToReg { regs, shadows } => {
                    if let Some(r) = self.allocate_reg(regs, shadows) {
                        self.add_loc(c, CCLoc::Reg(r));
                        return Ok(true);
                    }
                }
                CCAction::AssignToStack { size, align, shadows } => {
                    let natural = (c.loc_vt.size_bits().div_ceil(8)).next_power_of_two();
                    let size = if size == 0 { natural } else { size };
                    let align = if align == 0 { natural } else { align };
                    for &s in shadows {
                        self.mark_allocated(s);
                    }
                    let offset = self.allocate_stack(size, align);
                    self.add_loc(c, CCLoc::Stack { offset, size, align });
                    return Ok(true);
                }
                CCAction::PassByVal { size, align } => {
                    // The slot is the object's size (at least `size`); the next slot's alignment
                    // rounds the area up.
                    let flags = c.val.flags;
                    let align = align.max(flags.byval_align).max(1);
                    let size = flags.byval_size.max(size);
                    let offset = self.allocate_stack(size, align);
                    self.add_loc(c, CCLoc::Stack { offset, size, align });
                    return Ok(true);
                }
                CCAction::PromoteToType(t) => {
                    let to = mvt(cc, t)?;
                    c.info = if !c.loc_vt.is_integer() {
                        LocInfo::AExt
                    } else if c.val.flags.has(ArgFlags::SEXT) {
                        LocInfo::SExt
                    } else if c.val.flags.has(ArgFlags::ZEXT) {
                        LocInfo::ZExt
                    } else {
                        LocInfo::AExt
                    };
                    c.loc_vt = to;
                }
                CCAction::BitConvertToType(t) => {
                    c.loc_vt = mvt(cc, t)?;
                    c.info = LocInfo::BCvt;
                }
                CCAction::PassIndirect(t) => {
                    c.loc_vt = mvt(cc, t)?;
                    c.info = LocInfo::Indirect;
                }
                CCAction::DelegateTo(other) => {
                    if self.run(other, c)? {
                        return Ok(true);
                    }
                }
                CCAction::Custom(f) => {
                    if f(self, c) {
                        return Ok(true);
                    }
                }
            }
        }
        Ok(false)
    }
}

fn mvt(cc: &CallingConvTable, number: u8) -> Result<Mvt, String> {
    Mvt::from_value(number as u32)
        .ok_or_else(|| format!("calling convention {} names value type number {number}, which kiln lacks", cc.name))
}

/// The parts a value of type `vt` travels in: one register type per part, as the target's
/// register types split it (an `i128` on a 64-bit target: two `i64`, the first flagged
/// [`ArgFlags::SPLIT`], the last [`ArgFlags::SPLIT_END`]). Types they cannot place in
/// registers are an error naming the type.
pub fn split_value(
    types: &RegisterTypes,
    vt: Evt,
    flags: ArgFlags,
    index: u32,
    out: &mut Vec<CCValue>,
) -> Result<(), String> {
    let (part_vt, count) =
        types.register_type_and_count(vt).ok_or_else(|| format!("unsupported argument or return type {vt}"))?;
    for part in 0..count {
        let mut f = flags;
        if count > 1 {
            // Extension attributes describe the whole value, not its parts.
            f = f.without(ArgFlags::SEXT | ArgFlags::ZEXT);
            if part == 0 {
                f = f.with(ArgFlags::SPLIT);
            }
            if part == count - 1 {
                f = f.with(ArgFlags::SPLIT_END);
            }
        }
        out.push(CCValue { vt: part_vt, flags: f, index, part });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiln_mc::desc::{RegisterClassDesc, RegisterDesc};

    fn reg(name: &'static str, aliases: &'static [PhysReg]) -> RegisterDesc {
        RegisterDesc {
            name,
            asm_name: name,
            sub_regs: &[],
            sub_reg_indices: &[],
            indexed_sub_regs: &[],
            all_sub_regs: &[],
            super_regs: &[],
            aliases,
            units: &[],
            dwarf_numbers: &[],
            cost_per_use: 0,
            encoding: 0,
        }
    }

    /// Registers 1..=4: A (64-bit) aliasing a (32-bit, 3), B aliasing b (4).
    fn regs() -> RegisterInfo {
        let registers: &'static [RegisterDesc] = Box::leak(Box::new([
            reg("NoRegister", &[]),
            reg("A", &[PhysReg(3)]),
            reg("B", &[PhysReg(4)]),
            reg("a", &[PhysReg(1)]),
            reg("b", &[PhysReg(2)]),
        ]));
        let classes: &'static [RegisterClassDesc] = &[];
        RegisterInfo {
            registers,
            sub_reg_indices: &[],
            classes,
            callee_saved: &[],
            by_name: &[],
            by_asm_name: &[],
            classes_by_name: &[],
        }
    }

    fn custom_always_stack_16(state: &mut CCState<'_>, c: &CCCursor) -> bool {
        let offset = state.allocate_stack(16, 16);
        state.add_loc(c, CCLoc::Stack { offset, size: 16, align: 16 });
        true
    }

    static WIDE: [u8; 1] = [Mvt::I64 as u8];
    static NARROW: [u8; 2] = [Mvt::I8 as u8, Mvt::I16 as u8];
    static I32: [u8; 1] = [Mvt::I32 as u8];
    static F64: [u8; 1] = [Mvt::F64 as u8];
    static INNER: CallingConvTable = CallingConvTable {
        name: "Inner",
        actions: &[CCAction::IfType { vts: &F64, skip: 1 }, CCAction::Custom(custom_always_stack_16)],
    };
    static TOY: CallingConvTable = CallingConvTable {
        name: "Toy",
        actions: &[
            CCAction::If { pred: CCPredicate::ByVal, skip: 1 },
            CCAction::PassByVal { size: 8, align: 8 },
            CCAction::IfType { vts: &NARROW, skip: 1 },
            CCAction::PromoteToType(Mvt::I32 as u8),
            CCAction::IfType { vts: &I32, skip: 1 },
            CCAction::AssignToReg { regs: &[PhysReg(3), PhysReg(4)], shadows: &[] },
            CCAction::IfType { vts: &WIDE, skip: 1 },
            CCAction::AssignToReg { regs: &[PhysReg(1), PhysReg(2)], shadows: &[] },
            CCAction::DelegateTo(&INNER),
            CCAction::IfType { vts: &WIDE, skip: 3 },
            CCAction::If { pred: CCPredicate::Split, skip: 1 },
            CCAction::AssignToStack { size: 8, align: 16, shadows: &[] },
            CCAction::AssignToStack { size: 8, align: 8, shadows: &[] },
        ],
    };

    fn value(vt: Mvt, index: u32, flags: ArgFlags) -> CCValue {
        CCValue { vt, flags, index, part: 0 }
    }

    #[test]
    fn assigns_registers_aliases_promotions_stack_and_delegation() {
        let ri = regs();
        let mut st = CCState::new(&ri, false);
        let byval = ArgFlags { bits: ArgFlags::BYVAL, byval_size: 12, byval_align: 4 };
        let values = [
            value(Mvt::I8, 0, ArgFlags::default().with(ArgFlags::SEXT)),
            value(Mvt::I64, 1, ArgFlags::default()),
            value(Mvt::I64, 2, ArgFlags::default()),
            value(Mvt::F64, 3, ArgFlags::default()),
            value(Mvt::I64, 4, byval),
            value(Mvt::I64, 5, ArgFlags::default().with(ArgFlags::SPLIT)),
        ];
        st.analyze(&TOY, &values).unwrap();
        let locs: Vec<(Mvt, LocInfo, CCLoc)> = st.locs.iter().map(|l| (l.loc_vt, l.info, l.loc)).collect();
        assert_eq!(
            locs,
            vec![
                // i8 sext promoted to i32 takes `a`, which uses up its alias `A`.
                (Mvt::I32, LocInfo::SExt, CCLoc::Reg(PhysReg(3))),
                (Mvt::I64, LocInfo::Full, CCLoc::Reg(PhysReg(2))),
                (Mvt::I64, LocInfo::Full, CCLoc::Stack { offset: 0, size: 8, align: 8 }),
                (Mvt::F64, LocInfo::Full, CCLoc::Stack { offset: 16, size: 16, align: 16 }),
                (Mvt::I64, LocInfo::Full, CCLoc::Stack { offset: 32, size: 12, align: 8 }),
                (Mvt::I64, LocInfo::Full, CCLoc::Stack { offset: 48, size: 8, align: 16 }),
            ]
        );
        assert_eq!((st.stack_size(), st.max_stack_align()), (56, 16));
        let mut st = CCState::new(&ri, false);
        st.analyze(&TOY, &values[4..5]).unwrap();
        assert_eq!(st.stack_size(), 12);
    }

    #[test]
    fn unassignable_value_is_an_error_naming_it() {
        let ri = regs();
        let mut st = CCState::new(&ri, false);
        let err = st.analyze(&TOY, &[value(Mvt::F32, 7, ArgFlags::default())]).unwrap_err();
        assert_eq!(err, "calling convention Toy cannot pass a value of type f32 (argument 7)");
    }

    #[test]
    fn split_values_flag_first_and_last_parts() {
        let mut t = RegisterTypes::default();
        t.add_register_class(Mvt::I64, kiln_mc::desc::RegClassId(0));
        let mut out = Vec::new();
        split_value(&t, Evt::int(128), ArgFlags::default().with(ArgFlags::ZEXT), 3, &mut out).unwrap();
        assert_eq!(out.len(), 2);
        assert_eq!((out[0].flags.bits, out[1].flags.bits), (ArgFlags::SPLIT, ArgFlags::SPLIT_END));
        assert_eq!((out[0].part, out[1].part, out[1].index), (0, 1, 3));
        assert!(split_value(&t, Mvt::F80.into(), ArgFlags::default(), 0, &mut out).unwrap_err().contains("f80"));
    }
}
