//! The AsmPrinter's exception-handling output, as LLVM 14 writes it for DWARF unwinding:
//! `.Lfunc_begin`, `.cfi_personality` and `.cfi_lsda` in a function with landing pads, its
//! LSDA in `.gcc_except_table` (a COMDAT function's in `.gcc_except_table.<name>` of its group,
//! each function's so named with `-function-sections`)
//! after `.cfi_endproc` (header, call-site table in ULEB128 with
//! a no-landing-pad entry for each stretch where a call may throw, action table, type table and
//! filters), and at the end of the module the `.DW.stub` pointers the position-independent
//! type table goes through and the `DW.ref.<personality>` words the CIE points to.
//!
//! Encodings follow LLVM's x86-64 ELF choices for the small code model: position-independent
//! code uses indirect pc-relative sdata4 personality and type-table pointers and a pc-relative
//! sdata4 LSDA pointer; static code absolute udata4 for all three.

use kiln_ir::{AttrKind, Function, Value};
use kiln_mc::context::SectionSpec;
use kiln_mc::dwarf_cfi::CfiDirective as McCfi;
use kiln_mc::elf::consts::{SHF_ALLOC, SHF_GROUP, SHF_WRITE, SHT_PROGBITS};
use kiln_mc::{SymbolAttr, SymbolId};
use rustc_hash::FxHashMap;

use super::LandingPad;
use crate::emit::sections::GlobalSectionKind;
use crate::emit::{mc, AsmPrinter};
use crate::mir::{MachineFunction, MachineOperand, StrId};
use crate::target::machine::RelocModel;
use crate::target::target_opcode;
use kiln_mc::dwarf_cfi::{sleb_size, uleb_size, write_sleb, write_uleb};

const DW_EH_PE_OMIT: u8 = 0xff;
const DW_EH_PE_ULEB128: u8 = 0x01;
const DW_EH_PE_UDATA4: u8 = 0x03;
const DW_EH_PE_SDATA4: u8 = 0x0b;
const DW_EH_PE_PCREL: u8 = 0x10;
const DW_EH_PE_INDIRECT: u8 = 0x80;

/// The module-wide state of exception-handling output.
#[derive(Debug, Default)]
pub struct EhModuleState {
    /// Per temporary-label name (`exception`, `ttbase`, ...), the next number.
    counters: FxHashMap<&'static str, u32>,
    /// `.L<type info>.DW.stub` and the type info's symbol, in first-use order.
    stubs: Vec<(SymbolId, SymbolId)>,
    /// Personality routines the module's functions name, in first-use order.
    personalities: Vec<SymbolId>,
    /// The current function's `EH_LABEL` names and the temporary each is emitted as.
    labels: FxHashMap<StrId, SymbolId>,
}

/// What a function with landing pads carries from its start to its end.
pub struct EhFunction {
    global: kiln_ir::GlobalId,
    begin: SymbolId,
    exception: SymbolId,
    personality: SymbolId,
}

/// One call-site table entry: a code range and where it unwinds to.
struct CallSite {
    begin: SymbolId,
    end: SymbolId,
    /// The landing pad's label, `None` for "unwind to the caller".
    pad: Option<SymbolId>,
    action: u32,
}

/// One action-table record.
struct Action {
    value: i32,
    next: i32,
    previous: Option<usize>,
}

impl AsmPrinter<'_, '_> {
    fn eh_temp(&mut self, name: &'static str) -> SymbolId {
        let counter = self.eh.counters.entry(name).or_insert(0);
        let n = *counter;
        *counter += 1;
        let ctx = self.out.context_mut();
        let text = format!("{}{name}{n}", ctx.private_prefix);
        ctx.get_or_create_symbol(&text)
    }

    /// The symbol an `EH_LABEL` operand names in the current function.
    pub(crate) fn eh_label_symbol(&mut self, name: StrId) -> SymbolId {
        if let Some(&s) = self.eh.labels.get(&name) {
            return s;
        }
        let s = self.out.context_mut().create_temp_symbol();
        self.eh.labels.insert(name, s);
        s
    }

    fn personality_encoding(&self) -> u8 {
        match self.reloc {
            RelocModel::Pic => DW_EH_PE_INDIRECT | DW_EH_PE_PCREL | DW_EH_PE_SDATA4,
            RelocModel::Static => DW_EH_PE_UDATA4,
        }
    }

    /// At the function's entry label: when it has landing pads and a personality, emits
    /// `.Lfunc_begin` and returns what the rest of the function's EH output needs.
    /// `function_number` names the label as llc does (`.Lfunc_begin<N>`); `debug_begin` is the
    /// label when debug information already placed it (one label serves both).
    pub(crate) fn eh_begin_function(&mut self, mf: &MachineFunction, func: &Function, needs_cfi: bool, function_number: u32, debug_begin: Option<SymbolId>) -> Result<Option<EhFunction>, String> {
        self.eh.labels.clear();
        if mf.eh.is_empty() && mf.layout().iter().any(|&b| mf.block(b).landing_pad) {
            return Err("unsupported: landing pads without exception tables (machine IR does not carry them; compile from LLVM IR)".to_string());
        }
        let Some(personality) = func.personality.filter(|_| needs_cfi && !mf.eh.is_empty()) else { return Ok(None) };
        let emitted = emitted_labels(mf);
        if !mf.eh.landing_pads.iter().any(|p| emitted.contains(&p.label)) {
            return Ok(None);
        }
        let g = strip_casts(self.module, personality).ok_or("unsupported personality (not a function)")?;
        let personality = self.symbol_of_global.get(self.out.context_mut(), &self.mangler, g);
        let begin = match debug_begin {
            Some(begin) => begin,
            None => self.emit_function_begin(function_number)?,
        };
        let exception = self.eh_temp("exception");
        Ok(Some(EhFunction { global: func.global, begin, exception, personality }))
    }

    /// After `.cfi_startproc`: `.cfi_personality` and `.cfi_lsda`.
    pub(crate) fn eh_emit_cfi(&mut self, f: &EhFunction) -> Result<(), String> {
        let encoding = self.personality_encoding();
        let symbol = if encoding & DW_EH_PE_INDIRECT != 0 {
            let name = format!("DW.ref.{}", self.out.context().symbol(f.personality).name);
            self.out.context_mut().get_or_create_symbol(&name)
        } else {
            f.personality
        };
        if !self.eh.personalities.contains(&f.personality) {
            self.eh.personalities.push(f.personality);
        }
        self.out.emit_cfi(McCfi::Personality { encoding, symbol: Some(symbol) }).map_err(mc)?;
        let lsda = match self.reloc {
            RelocModel::Pic => DW_EH_PE_PCREL | DW_EH_PE_SDATA4,
            RelocModel::Static => DW_EH_PE_UDATA4,
        };
        self.out.emit_cfi(McCfi::Lsda { encoding: lsda, symbol: Some(f.exception) }).map_err(mc)
    }

    /// After `.cfi_endproc`: the function's LSDA. `number` is the function's number, `end`
    /// its `.Lfunc_end` label.
    pub(crate) fn eh_end_function(&mut self, mf: &MachineFunction, f: &EhFunction, number: u32, end: SymbolId) -> Result<(), String> {
        let emitted = emitted_labels(mf);
        // Pads and try ranges whose labels survived, sorted by type ids as LLVM does.
        let mut pads: Vec<LandingPad> = Vec::new();
        for p in &mf.eh.landing_pads {
            let ranges: Vec<(StrId, StrId)> = p.ranges.iter().copied().filter(|(b, e)| emitted.contains(b) && emitted.contains(e)).collect();
            if emitted.contains(&p.label) && !ranges.is_empty() {
                pads.push(LandingPad { ranges, ..p.clone() });
            }
        }
        pads.sort_by(|a, b| a.type_ids.cmp(&b.type_ids));
        let (actions, first_actions) = compute_actions(&pads, &mf.eh.filter_ids);
        let call_sites = self.call_sites(mf, f, &pads, &first_actions, end)?;

        let have_tt = !mf.eh.type_infos.is_empty() || !mf.eh.filter_ids.is_empty();
        let tt_encoding = match (have_tt, self.reloc) {
            (false, _) => DW_EH_PE_OMIT,
            (true, RelocModel::Pic) => DW_EH_PE_INDIRECT | DW_EH_PE_PCREL | DW_EH_PE_SDATA4,
            (true, RelocModel::Static) => DW_EH_PE_UDATA4,
        };
        // A COMDAT function's table goes in its group, and with -function-sections each
        // table is `.gcc_except_table.<name>` (unless section names need not be unique).
        let text = crate::emit::sections::section_for_global(self.module, &self.layout, &self.mangler, f.global, GlobalSectionKind::Text, None)?;
        let options = self.section_options;
        let own = text.group.is_some() || options.function_sections;
        let name = match own && !options.no_unique_names {
            true => format!(".gcc_except_table.{}", self.mangler.global_name(f.global)),
            false => ".gcc_except_table".to_string(),
        };
        let mut spec = SectionSpec::new(name, SHT_PROGBITS, SHF_ALLOC);
        if let Some(group) = text.group {
            spec.flags |= SHF_GROUP;
            spec.group = Some(group);
            spec.comdat = text.comdat;
        }
        let section = self.out.context_mut().get_or_create_section(&spec)?;
        self.out.switch_section(section).map_err(mc)?;
        self.out.emit_value_to_alignment(4, 0, 1, 0).map_err(mc)?;
        let table = self.out.context_mut().get_or_create_symbol(&format!("GCC_except_table{number}"));
        self.out.emit_label(table).map_err(mc)?;
        let cst_end = self.eh_temp("cst_end");
        let tt_base = if have_tt { Some(self.eh_temp("ttbase")) } else { None };
        self.out.emit_label(f.exception).map_err(mc)?;
        self.out.emit_int(DW_EH_PE_OMIT as u64, 1).map_err(mc)?;
        self.out.emit_int(tt_encoding as u64, 1).map_err(mc)?;
        if let Some(tt_base) = tt_base {
            let tt_ref = self.eh_temp("ttbaseref");
            self.emit_uleb_difference(tt_base, tt_ref)?;
            self.out.emit_label(tt_ref).map_err(mc)?;
        }
        let cst_begin = self.eh_temp("cst_begin");
        self.out.emit_int(DW_EH_PE_ULEB128 as u64, 1).map_err(mc)?;
        self.emit_uleb_difference(cst_end, cst_begin)?;
        self.out.emit_label(cst_begin).map_err(mc)?;
        for site in &call_sites {
            self.emit_uleb_difference(site.begin, f.begin)?;
            self.emit_uleb_difference(site.end, site.begin)?;
            match site.pad {
                Some(pad) => self.emit_uleb_difference(pad, f.begin)?,
                None => self.out.emit_int(0, 1).map_err(mc)?,
            }
            self.emit_uleb(site.action as u64)?;
        }
        self.out.emit_label(cst_end).map_err(mc)?;
        for a in &actions {
            self.emit_sleb(a.value as i64)?;
            self.emit_sleb(a.next as i64)?;
        }
        if let Some(tt_base) = tt_base {
            self.out.emit_value_to_alignment(4, 0, 1, 0).map_err(mc)?;
            for &ti in mf.eh.type_infos.iter().rev() {
                self.emit_type_info(mf, ti, tt_encoding)?;
            }
            self.out.emit_label(tt_base).map_err(mc)?;
            for &id in &mf.eh.filter_ids {
                self.emit_uleb(id as u64)?;
            }
        }
        self.out.emit_value_to_alignment(4, 0, 1, 0).map_err(mc)
    }

    fn emit_uleb_difference(&mut self, a: SymbolId, b: SymbolId) -> Result<(), String> {
        let e = self.out.context_mut().symbol_difference(a, b);
        self.out.emit_leb128(e, false).map_err(mc)
    }

    fn emit_uleb(&mut self, v: u64) -> Result<(), String> {
        let mut bytes = Vec::with_capacity(uleb_size(v) as usize);
        write_uleb(&mut bytes, v);
        self.out.emit_bytes(&bytes).map_err(mc)
    }

    fn emit_sleb(&mut self, v: i64) -> Result<(), String> {
        let mut bytes = Vec::with_capacity(sleb_size(v) as usize);
        write_sleb(&mut bytes, v);
        self.out.emit_bytes(&bytes).map_err(mc)
    }

    /// One type-table entry: 0 for catch-all, else the type info (through its `.DW.stub`,
    /// pc-relative, when position-independent).
    fn emit_type_info(&mut self, mf: &MachineFunction, ti: StrId, encoding: u8) -> Result<(), String> {
        if ti == StrId::NONE {
            return self.out.emit_int(0, 4).map_err(mc);
        }
        let name = self.mangler.symbol_name_for_mir(mf.str(ti))?;
        let ctx = self.out.context_mut();
        let target = ctx.get_or_create_symbol(&name);
        if encoding & DW_EH_PE_INDIRECT == 0 {
            let e = ctx.symbol_ref(target);
            return self.out.emit_value(e, 4).map_err(mc);
        }
        let stub_name = format!("{}{}.DW.stub", ctx.private_prefix, name.strip_prefix(ctx.private_prefix.as_str()).unwrap_or(&name));
        let stub = ctx.get_or_create_symbol(&stub_name);
        if !self.eh.stubs.iter().any(|&(s, _)| s == stub) {
            self.eh.stubs.push((stub, target));
        }
        let here = self.out.context_mut().create_temp_symbol();
        self.out.emit_label(here).map_err(mc)?;
        let e = self.out.context_mut().symbol_difference(stub, here);
        self.out.emit_value(e, 4).map_err(mc)
    }

    /// The call-site table: each try range with its pad and first action (adjacent ranges with
    /// the same pad and action merged), and a no-landing-pad entry for each stretch between
    /// them (and after the last) where some call may throw.
    fn call_sites(&mut self, mf: &MachineFunction, f: &EhFunction, pads: &[LandingPad], first_actions: &[u32], end: SymbolId) -> Result<Vec<CallSite>, String> {
        let mut begin_of: FxHashMap<StrId, (usize, StrId)> = FxHashMap::default();
        for (k, p) in pads.iter().enumerate() {
            for &(b, e) in &p.ranges {
                begin_of.insert(b, (k, e));
            }
        }
        let mut sites: Vec<CallSite> = Vec::new();
        let mut last_label = f.begin;
        let mut may_throw = false;
        let mut previous_is_invoke = false;
        for &b in mf.layout() {
            for i in mf.block_insts(b) {
                let m = mf.inst(i);
                if m.opcode != target_opcode::EH_LABEL {
                    if self.mir.instrs.get(m.opcode).is_some_and(|d| d.is_call()) {
                        may_throw |= !self.calls_nounwind_function(mf, &m.operands);
                    }
                    continue;
                }
                let Some(&MachineOperand::McSymbol { name, .. }) = m.operands.first() else { continue };
                let label = self.eh_label_symbol(name);
                if label == last_label {
                    may_throw = false;
                }
                let Some(&(k, end_name)) = begin_of.get(&name) else { continue };
                if may_throw {
                    sites.push(CallSite { begin: last_label, end: label, pad: None, action: 0 });
                    previous_is_invoke = false;
                }
                last_label = self.eh_label_symbol(end_name);
                let pad = Some(self.eh_label_symbol(pads[k].label));
                let action = first_actions[k];
                if previous_is_invoke {
                    let prev = sites.last_mut().expect("an invoke entry precedes");
                    if prev.pad == pad && prev.action == action {
                        prev.end = last_label;
                        continue;
                    }
                }
                sites.push(CallSite { begin: label, end: last_label, pad, action });
                previous_is_invoke = true;
            }
        }
        if may_throw {
            sites.push(CallSite { begin: last_label, end, pad: None, action: 0 });
        }
        Ok(sites)
    }

    /// Whether a call's only function operand is a function declared `nounwind` (what LLVM
    /// trusts; an external symbol or an indirect call may throw).
    fn calls_nounwind_function(&self, mf: &MachineFunction, operands: &[MachineOperand]) -> bool {
        let mut functions = operands.iter().filter_map(|o| match *o {
            MachineOperand::Global { name, .. } => self.mangler.lookup(mf.str(name)).and_then(|g| self.module.function_of(Value::Global(g))),
            _ => None,
        });
        match (functions.next(), functions.next()) {
            (Some(func), None) => self.module.attr_sets.contains(func.attrs.func, AttrKind::NoUnwind),
            _ => false,
        }
    }

    /// At the end of the module (after the global variables): the type-info stubs in `.data`
    /// and a `DW.ref.` word for each personality in its own COMDAT section.
    pub(crate) fn eh_finish_module(&mut self) -> Result<(), String> {
        if !self.eh.stubs.is_empty() {
            let data = self.out.context_mut().data_section();
            self.out.switch_section(data).map_err(mc)?;
            self.out.emit_value_to_alignment(8, 0, 1, 0).map_err(mc)?;
            for (stub, target) in std::mem::take(&mut self.eh.stubs) {
                self.out.emit_label(stub).map_err(mc)?;
                let e = self.out.context_mut().symbol_ref(target);
                self.out.emit_value(e, 8).map_err(mc)?;
            }
        }
        if self.personality_encoding() & DW_EH_PE_INDIRECT == 0 {
            return Ok(());
        }
        for personality in std::mem::take(&mut self.eh.personalities) {
            let ctx = self.out.context_mut();
            let name = format!("DW.ref.{}", ctx.symbol(personality).name);
            let label = ctx.get_or_create_symbol(&name);
            self.out.emit_symbol_attribute(label, SymbolAttr::Hidden).map_err(mc)?;
            self.out.emit_symbol_attribute(label, SymbolAttr::Weak).map_err(mc)?;
            let mut spec = SectionSpec::new(format!(".data.{name}"), SHT_PROGBITS, SHF_ALLOC | SHF_WRITE | SHF_GROUP);
            spec.group = Some(name.clone());
            spec.comdat = true;
            let section = self.out.context_mut().get_or_create_section(&spec)?;
            self.out.switch_section(section).map_err(mc)?;
            self.out.emit_value_to_alignment(8, 0, 1, 0).map_err(mc)?;
            self.out.emit_symbol_attribute(label, SymbolAttr::TypeObject).map_err(mc)?;
            let size = self.out.context_mut().constant(8);
            self.out.emit_size(label, size).map_err(mc)?;
            self.out.emit_label(label).map_err(mc)?;
            let e = self.out.context_mut().symbol_ref(personality);
            self.out.emit_value(e, 8).map_err(mc)?;
        }
        Ok(())
    }
}

/// The `EH_LABEL` names of `mf`'s instructions.
fn emitted_labels(mf: &MachineFunction) -> Vec<StrId> {
    let mut names = Vec::new();
    for &b in mf.layout() {
        for i in mf.block_insts(b) {
            let m = mf.inst(i);
            if m.opcode == target_opcode::EH_LABEL {
                if let Some(&MachineOperand::McSymbol { name, .. }) = m.operands.first() {
                    names.push(name);
                }
            }
        }
    }
    names
}

/// The global a personality value names through pointer casts.
fn strip_casts(module: &kiln_ir::Module, mut v: Value) -> Option<kiln_ir::GlobalId> {
    loop {
        match v {
            Value::Global(g) => return Some(g),
            Value::Const(c) => match &module.consts.get(c).kind {
                kiln_ir::ConstKind::Expr(e) if matches!(e.opcode, kiln_ir::Opcode::BitCast | kiln_ir::Opcode::AddrSpaceCast) => v = e.operands[0],
                _ => return None,
            },
            _ => return None,
        }
    }
}

/// The action table and each pad's first action (1-based offset into the table, 0 for none).
/// A pad's actions chain its type ids from last to first; a pad that starts with the type ids
/// of the pad before it reuses that pad's records for them.
fn compute_actions(pads: &[LandingPad], filter_ids: &[u32]) -> (Vec<Action>, Vec<u32>) {
    let mut filter_offsets = Vec::with_capacity(filter_ids.len());
    let mut offset = -1i32;
    for &id in filter_ids {
        filter_offsets.push(offset);
        offset -= uleb_size(id as u64) as i32;
    }
    let mut actions: Vec<Action> = Vec::new();
    let mut first_actions = Vec::with_capacity(pads.len());
    let mut first_action = 0u32;
    let mut size_actions = 0u32;
    let mut previous: Option<&LandingPad> = None;
    for pad in pads {
        let ids = &pad.type_ids;
        let shared = previous.map_or(0, |p| p.type_ids.iter().zip(ids).take_while(|(a, b)| a == b).count());
        let mut size_site_actions = 0u32;
        if shared < ids.len() {
            let mut size_entry = 0u32;
            let mut prev_action: Option<usize> = None;
            if shared > 0 {
                let prev_ids = &previous.expect("shared ids need a previous pad").type_ids;
                let mut k = actions.len() - 1;
                size_entry = sleb_size(actions[k].next as i64) + sleb_size(actions[k].value as i64);
                for _ in shared..prev_ids.len() {
                    size_entry -= sleb_size(actions[k].value as i64);
                    size_entry += (-actions[k].next) as u32;
                    k = actions[k].previous.expect("a shared prefix has earlier actions");
                }
                prev_action = Some(k);
            }
            for &id in &ids[shared..] {
                let value = if id < 0 { filter_offsets[(-1 - id) as usize] } else { id };
                let size_type = sleb_size(value as i64);
                let next = if size_entry != 0 { -((size_entry + size_type) as i32) } else { 0 };
                size_entry = size_type + sleb_size(next as i64);
                size_site_actions += size_entry;
                actions.push(Action { value, next, previous: prev_action });
                prev_action = Some(actions.len() - 1);
            }
            first_action = size_actions + size_site_actions - size_entry + 1;
        }
        first_actions.push(first_action);
        size_actions += size_site_actions;
        previous = Some(pad);
    }
    (actions, first_actions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mir::BlockId;

    fn pad(ids: &[i32]) -> LandingPad {
        LandingPad { block: BlockId(0), label: StrId::NONE, type_ids: ids.to_vec(), ranges: Vec::new() }
    }

    #[test]
    fn catch_clauses_chain_from_the_last() {
        // `catch int, catch ...` numbered in reverse: null is 1, int is 2 (llc's catch_int).
        let (actions, first) = compute_actions(&[pad(&[1, 2])], &[]);
        let flat: Vec<(i32, i32)> = actions.iter().map(|a| (a.value, a.next)).collect();
        assert_eq!(flat, [(1, 0), (2, -3)]);
        assert_eq!(first, [3]);
    }

    #[test]
    fn cleanup_only_pads_have_no_action_and_filters_use_byte_offsets() {
        let (actions, first) = compute_actions(&[pad(&[]), pad(&[-1])], &[1, 0]);
        assert_eq!(first, [0, 1]);
        assert_eq!((actions[0].value, actions[0].next), (-1, 0));
    }

    #[test]
    fn a_pad_extending_the_previous_one_shares_its_records() {
        let (actions, first) = compute_actions(&[pad(&[1]), pad(&[1, 2])], &[]);
        assert_eq!(actions.len(), 2);
        assert_eq!(first, [1, 3]);
        assert_eq!((actions[1].value, actions[1].next), (2, -3));
    }
}
