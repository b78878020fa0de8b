//! Virtual registers (`MachineRegisterInfo`): each has a register class, or
//! for GlobalISel a generic type and maybe a register bank; the function's
//! live-in registers; whether the code is still in SSA form.
//!
//! Def/use queries go through [`RegUses`], a snapshot built in one linear pass
//! over the function (flat arrays, no per-register allocation), so passes
//! rebuild it when they need fresh answers instead of every operand edit
//! paying for list maintenance.

use kiln_mc::desc::{PhysReg, RegClassId};

use super::function::MachineFunction;
use crate::target::register_info::RegSet;
use super::operand::{InstId, Llt, MachineOperand, Reg, RegFlags, StrId};

/// The constraint on a virtual register: a class, a bank, or none (`_`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegClassOrBank {
    None,
    Class(RegClassId),
    /// A register bank by name (`gpr`), for GlobalISel.
    Bank(StrId),
}

/// One virtual register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VRegInfo {
    pub class: RegClassOrBank,
    /// The generic type of a GlobalISel register (`s32`, `p0`).
    pub ty: Option<Llt>,
    /// The register the allocator should try first, or `Reg::NONE`.
    pub preferred: Reg,
}

/// A register live into the function, and the virtual register that copies it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LiveIn {
    pub reg: PhysReg,
    pub vreg: Option<Reg>,
}

/// The virtual registers of one function.
#[derive(Clone, Debug)]
pub struct MachineRegisterInfo {
    vregs: Vec<VRegInfo>,
    /// Every virtual register has one def (true until PHI elimination / register allocation).
    pub is_ssa: bool,
    /// Kill and dead flags and block live-ins are accurate.
    pub tracks_liveness: bool,
    pub live_ins: Vec<LiveIn>,
    /// The physical registers the code names right after register allocation (a
    /// sub-register through its full register), when the allocator recorded them (the fast
    /// allocator does, while it rewrites every operand); `None`: not known, look at the code. Passes right after allocation ask it to find out
    /// in O(1) that a function has nothing for them (the x87 stackifier: no x87 register);
    /// passes that add registers later (prolog/epilog) do not update it.
    pub allocated_phys: Option<RegSet>,
}

impl Default for MachineRegisterInfo {
    fn default() -> MachineRegisterInfo {
        MachineRegisterInfo { vregs: Vec::new(), is_ssa: true, tracks_liveness: false, live_ins: Vec::new(), allocated_phys: None }
    }
}

impl MachineRegisterInfo {
    pub fn num_vregs(&self) -> u32 {
        self.vregs.len() as u32
    }

    /// A new virtual register of `class`.
    pub fn create_vreg(&mut self, class: RegClassId) -> Reg {
        self.push(VRegInfo { class: RegClassOrBank::Class(class), ty: None, preferred: Reg::NONE })
    }

    /// A new generic virtual register of type `ty` (`%0:_(s32)`).
    pub fn create_generic_vreg(&mut self, ty: Llt) -> Reg {
        self.push(VRegInfo { class: RegClassOrBank::None, ty: Some(ty), preferred: Reg::NONE })
    }

    fn push(&mut self, info: VRegInfo) -> Reg {
        self.vregs.push(info);
        Reg::virt(self.vregs.len() as u32 - 1)
    }

    /// Makes sure `%index` exists (new ones are unconstrained) and returns its info.
    pub fn ensure_vreg(&mut self, index: u32) -> &mut VRegInfo {
        let blank = VRegInfo { class: RegClassOrBank::None, ty: None, preferred: Reg::NONE };
        if self.vregs.len() <= index as usize {
            self.vregs.resize(index as usize + 1, blank);
        }
        &mut self.vregs[index as usize]
    }

    /// The info of a virtual register; `None` for physical or unknown registers.
    pub fn vreg(&self, reg: Reg) -> Option<&VRegInfo> {
        self.vregs.get(reg.virt_index()? as usize)
    }

    pub fn vreg_mut(&mut self, reg: Reg) -> Option<&mut VRegInfo> {
        self.vregs.get_mut(reg.virt_index()? as usize)
    }

    /// The register class of a virtual register, if it has one.
    pub fn reg_class(&self, reg: Reg) -> Option<RegClassId> {
        match self.vreg(reg)?.class {
            RegClassOrBank::Class(c) => Some(c),
            _ => None,
        }
    }

    pub fn set_reg_class(&mut self, reg: Reg, class: RegClassId) {
        if let Some(v) = self.vreg_mut(reg) {
            v.class = RegClassOrBank::Class(class);
        }
    }

    pub fn ty(&self, reg: Reg) -> Option<Llt> {
        self.vreg(reg)?.ty
    }

    /// All virtual registers in number order.
    pub fn vregs(&self) -> impl Iterator<Item = (Reg, &VRegInfo)> {
        self.vregs.iter().enumerate().map(|(i, v)| (Reg::virt(i as u32), v))
    }

    /// All virtual registers in number order, to change.
    pub fn vregs_mut(&mut self) -> impl Iterator<Item = (Reg, &mut VRegInfo)> {
        self.vregs.iter_mut().enumerate().map(|(i, v)| (Reg::virt(i as u32), v))
    }

    /// Empties the table for reuse by the next function.
    pub fn clear(&mut self) {
        self.vregs.clear();
        self.live_ins.clear();
        self.is_ssa = true;
        self.tracks_liveness = false;
        self.allocated_phys = None;
    }
}

/// A register operand: instruction and operand index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OperandRef {
    pub inst: InstId,
    pub operand: u16,
}

/// Which virtual registers are undefined values: defined once, by `IMPLICIT_DEF`. One scan of
/// the definitions into one byte per register, what PHI elimination and two-address lowering
/// ask of the values they copy (a [`RegUses`] would list every use and definition for that).
#[derive(Clone, Debug, Default)]
pub struct ImplicitDefs {
    /// Per virtual register: how many definitions (at most 2) and, when one, whether it is
    /// an `IMPLICIT_DEF`.
    defs: Vec<(u8, bool)>,
}

impl ImplicitDefs {
    /// Scans the definitions of every linked instruction of `mf` (bundle members, not bundle
    /// headers, as [`RegUses::compute`]).
    pub fn compute(mf: &MachineFunction) -> ImplicitDefs {
        let mut defs = vec![(0u8, false); mf.regs.num_vregs() as usize];
        for &b in mf.layout() {
            for i in mf.block_insts(b) {
                let m = mf.inst(i);
                if m.is_bundled_with_succ() && !m.is_inside_bundle() {
                    continue;
                }
                let implicit = m.opcode == crate::target::target_opcode::IMPLICIT_DEF;
                for op in m.operands.iter().filter(|o| o.is_def()) {
                    if let Some(d) = op.get_reg().and_then(Reg::virt_index).and_then(|v| defs.get_mut(v as usize)) {
                        *d = (d.0.saturating_add(1).min(2), implicit);
                    }
                }
            }
        }
        ImplicitDefs { defs }
    }

    /// Whether register operand `op` reads nothing: it is `undef`, or its virtual register's
    /// only definition is an `IMPLICIT_DEF`.
    pub fn reads_undef(&self, op: &MachineOperand) -> bool {
        if op.reg_flags().contains(RegFlags::UNDEF) {
            return true;
        }
        let Some(v) = op.get_reg().and_then(Reg::virt_index) else { return false };
        self.defs.get(v as usize).is_some_and(|&(count, implicit)| count == 1 && implicit)
    }
}

/// Each virtual register's defining instruction and how many instructions other than debug
/// values read it, as GlobalISel's RegBankSelect counts them in its walk over the function
/// and hands them to InstructionSelect ([`super::MachineFunction::def_use_counts`]), which
/// would otherwise walk the function once more to count them.
#[derive(Clone, Debug, Default)]
pub struct DefUseCounts {
    /// By virtual register number: its (last, in layout order) definition.
    pub defs: Vec<Option<InstId>>,
    /// By virtual register number: how many operands of instructions read it.
    pub uses: Vec<u32>,
    /// The function's instruction arena size and virtual register count when the counts
    /// were complete: counts whose function has since grown are not used.
    pub stamp: (usize, u32),
}

impl DefUseCounts {
    /// No definitions or readers for `n` registers, with room for half as many more (the
    /// registers instruction selection creates) without moving.
    pub fn new(n: usize) -> DefUseCounts {
        let room = n + n / 2 + 16;
        let (mut defs, mut uses) = (Vec::with_capacity(room), Vec::with_capacity(room));
        defs.resize(n, None);
        uses.resize(n, 0);
        DefUseCounts { defs, uses, stamp: (0, 0) }
    }
}

/// Where each virtual register is defined and used, in layout order.
#[derive(Clone, Debug, Default)]
pub struct RegUses {
    def_start: Vec<u32>,
    defs: Vec<OperandRef>,
    use_start: Vec<u32>,
    uses: Vec<OperandRef>,
}

impl RegUses {
    /// Scans every linked instruction of `mf`: bundle members, not bundle headers.
    pub fn compute(mf: &MachineFunction) -> RegUses {
        let n = mf.regs.num_vregs() as usize;
        let mut def_count = vec![0u32; n + 1];
        let mut use_count = vec![0u32; n + 1];
        let each = |f: &mut dyn FnMut(usize, bool, OperandRef)| {
            for &b in mf.layout() {
                for i in mf.block_insts(b) {
                    // A bundle header repeats its members' registers; count the members only.
                    let m = mf.inst(i);
                    if m.is_bundled_with_succ() && !m.is_inside_bundle() {
                        continue;
                    }
                    for (k, op) in mf.inst(i).operands.iter().enumerate() {
                        if let Some(v) = op.get_reg().and_then(Reg::virt_index) {
                            if (v as usize) < n {
                                f(v as usize, op.is_def(), OperandRef { inst: i, operand: k as u16 });
                            }
                        }
                    }
                }
            }
        };
        each(&mut |v, def, _| if def { def_count[v + 1] += 1 } else { use_count[v + 1] += 1 });
        for v in 0..n {
            def_count[v + 1] += def_count[v];
            use_count[v + 1] += use_count[v];
        }
        let placeholder = OperandRef { inst: InstId(0), operand: 0 };
        let mut defs = vec![placeholder; def_count[n] as usize];
        let mut uses = vec![placeholder; use_count[n] as usize];
        let mut def_fill = def_count.clone();
        let mut use_fill = use_count.clone();
        each(&mut |v, def, r| {
            let (fill, list) = if def { (&mut def_fill, &mut defs) } else { (&mut use_fill, &mut uses) };
            list[fill[v] as usize] = r;
            fill[v] += 1;
        });
        RegUses { def_start: def_count, defs, use_start: use_count, uses }
    }

    fn slice<'a>(starts: &[u32], list: &'a [OperandRef], reg: Reg) -> &'a [OperandRef] {
        match reg.virt_index() {
            Some(v) if (v as usize) + 1 < starts.len() => &list[starts[v as usize] as usize..starts[v as usize + 1] as usize],
            _ => &[],
        }
    }

    /// The operands that define `reg`.
    pub fn defs(&self, reg: Reg) -> &[OperandRef] {
        Self::slice(&self.def_start, &self.defs, reg)
    }

    /// The operands that read `reg`.
    pub fn uses(&self, reg: Reg) -> &[OperandRef] {
        Self::slice(&self.use_start, &self.uses, reg)
    }

    /// The single defining instruction of `reg` (in SSA form).
    pub fn unique_def(&self, reg: Reg) -> Option<InstId> {
        match self.defs(reg) {
            [only] => Some(only.inst),
            _ => None,
        }
    }
}
