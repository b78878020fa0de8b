//! Emission of one machine function: its constant pool (before it, in mergeable `.rodata.cst*`
//! sections with `.LCPI` labels), the header (section, visibility, linkage, alignment,
//! `.type @function`, entry label), `.cfi_startproc`, each block (alignment, `.LBB` label when
//! something refers to it, block-address labels) with its instructions — target-independent
//! pseudos handled here (`CFI_INSTRUCTION` → `.cfi_*`, labels, nothing for `KILL` and debug
//! values), the rest lowered by the target — then `.Lfunc_end`, `.size`, `.cfi_endproc` and the
//! jump tables (`.LJTI` in `.rodata`, label differences when position-independent).

use kiln_ir::{AttrKind, GlobalId, Linkage, Visibility};
use kiln_mc::desc::PhysReg;
use kiln_mc::dwarf_cfi::{CfiDirective as McCfi, CfiInstruction};
use kiln_mc::{SymbolAttr, SymbolId};

use super::constants::{parse_constant_pool_entry, ConstantEmitter};
use super::sections::{self, GlobalSectionKind};
use super::{mc, AsmPrinter, LowerContext, TargetAsmLowering};
use crate::inline_asm::TextRef;
use crate::mir::{BlockId, CfiDirective, MachineFunction, MachineInstr, MachineOperand};
use crate::target::target_opcode;

/// Whether an instruction of `opcode` emits anything into the function's code: not the
/// target-independent pseudos that only mark something (CFI, labels, kills, debug values,
/// lifetimes) nor a target pseudo the target lowers to nothing.
pub(crate) fn emits_code(target: &dyn TargetAsmLowering, opcode: u32) -> bool {
    !is_silent(opcode) && !matches!(opcode, target_opcode::CFI_INSTRUCTION | target_opcode::EH_LABEL) && !target.emits_nothing(opcode)
}

/// The target-independent pseudos the printer drops.
fn is_silent(opcode: u32) -> bool {
    use target_opcode::*;
    matches!(
        opcode,
        KILL | IMPLICIT_DEF | DBG_VALUE | DBG_VALUE_LIST | DBG_INSTR_REF | DBG_PHI | DBG_LABEL | LIFETIME_START | LIFETIME_END | BUNDLE
    )
}

/// The labels of one function: blocks (by `BlockId`), constant-pool entries, jump tables.
pub struct FunctionLabels {
    pub blocks: Vec<SymbolId>,
    pub constant_pool: Vec<SymbolId>,
    pub jump_tables: Vec<SymbolId>,
}

impl FunctionLabels {
    pub fn block_symbol(&self, b: BlockId) -> SymbolId {
        self.blocks[b.0 as usize]
    }
}

impl AsmPrinter<'_, '_> {
    /// Emits one machine function.
    pub fn emit_function(&mut self, mf: &MachineFunction) -> Result<(), String> {
        let module = self.module;
        let g = self.mangler.lookup(&mf.name).ok_or_else(|| format!("machine function '{}' has no IR function", mf.name))?;
        let func = module.function_of(kiln_ir::Value::Global(g)).ok_or_else(|| format!("'{}' is not a function", mf.name))?;
        let global = module.global(g);
        let n = self.function_number;
        self.function_number += 1;

        let labels = self.create_labels(mf, n);
        self.operand_symbols.next_function();
        self.emit_constant_pool(mf, &labels)?;

        let sym = self.symbol_of_global.get(self.out.context_mut(), &self.mangler, g);
        let own = self.section_options.own_section(true, &mut self.last_unique_id);
        let section = self.plain_sections.get(self.out.context_mut(), module, &self.layout, &self.mangler, g, GlobalSectionKind::Text, own)?;
        self.out.switch_section(section).map_err(mc)?;
        self.emit_visibility(sym, global.visibility)?;
        self.emit_linkage(sym, global.linkage)?;
        let align = mf.alignment.max(global.align).max(1);
        if align > 1 {
            self.out.emit_code_alignment(align, 0).map_err(mc)?;
        }
        self.out.emit_symbol_attribute(sym, SymbolAttr::TypeFunction).map_err(mc)?;
        self.out.emit_label(sym).map_err(mc)?;
        let subprogram = self.debug.as_ref().and_then(|d| d.subprogram_of(g));
        let begin = subprogram.map(|_| self.emit_function_begin(n)).transpose()?;
        let debug_begin = match (subprogram, begin, self.debug.as_mut()) {
            (Some(sp), Some(begin), Some(debug)) => {
                let target = self.target;
                debug.begin_function_lines(&mut *self.out, mf, sp, |mi| emits_code(target, mi.opcode))?;
                let stack_variables = mf.frame.objects.iter().chain(&mf.frame.fixed_objects).filter(|o| !o.is_dead).map(|o| o.debug_info_variable);
                let value_variables = mf.layout().iter().flat_map(|&b| mf.block_insts(b)).filter(|&i| mf.inst(i).is_debug_value()).filter_map(|i| match mf.inst(i).operands.get(2) {
                    Some(&MachineOperand::Metadata(v)) => Some(v),
                    _ => None,
                });
                let variable_scopes: Vec<kiln_ir::MdId> = stack_variables
                    .chain(value_variables)
                    .filter(|v| !v.is_none())
                    .filter_map(|v| debug.names.resolve(mf.str(v)).and_then(|v| debug.di.node(v, "scope")))
                    .collect();
                debug.plan_scopes(&mut *self.out, mf, &variable_scopes, |mi| emits_code(target, mi.opcode));
                let frame_reg = mf.frame.debug_frame_base.map(|(reg, _)| reg);
                debug.plan_locations(&mut *self.out, mf, self.mir.regs, frame_reg, |mi| emits_code(target, mi.opcode));
                Some((sp, begin))
            }
            _ => None,
        };

        let attrs = &module.attr_sets;
        let needs_cfi = attrs.contains(func.attrs.func, AttrKind::UwTable) || !attrs.contains(func.attrs.func, AttrKind::NoUnwind) || func.personality.is_some();
        let eh = self.eh_begin_function(mf, func, needs_cfi, n, debug_begin.map(|(_, begin)| begin))?;
        if needs_cfi {
            self.out.emit_cfi(McCfi::StartProc { simple: false }).map_err(mc)?;
        }
        if let Some(f) = &eh {
            self.eh_emit_cfi(f)?;
        }

        let referenced = referenced_blocks(mf);
        for &b in mf.layout() {
            let block = mf.block(b);
            if let Some(a) = block.alignment.filter(|&a| a > 1) {
                self.out.emit_code_alignment(a, 0).map_err(mc)?;
            }
            if block.address_taken {
                if let Some(index) = self.ir_block_of(g, mf, b) {
                    let s = super::block_address_symbol(self.out.context_mut(), &mut self.block_addresses, g, index);
                    self.out.emit_label(s).map_err(mc)?;
                }
            }
            if referenced[b.0 as usize] || block.address_taken {
                self.out.emit_label(labels.block_symbol(b)).map_err(mc)?;
            }
            for i in mf.block_insts(b) {
                if let (Some(debug), Some(_)) = (self.debug.as_mut(), debug_begin) {
                    let is_code = emits_code(self.target, mf.inst(i).opcode);
                    debug.labels_before(&mut *self.out, i)?;
                    debug.before_instruction(&mut *self.out, mf, mf.inst(i), b, is_code)?;
                }
                self.emit_instruction(mf, mf.inst(i), &labels, needs_cfi)?;
                if let (Some(debug), Some(_)) = (self.debug.as_mut(), debug_begin) {
                    debug.labels_after(&mut *self.out, i)?;
                }
            }
        }

        let ctx = self.out.context_mut();
        let end = ctx.create_local_label(format_args!(".Lfunc_end{n}"));
        self.out.emit_label(end).map_err(mc)?;
        if let (Some(debug), Some((sp, begin))) = (self.debug.as_mut(), debug_begin) {
            let frame_base = mf.frame.debug_frame_base.and_then(|(reg, _)| self.mir.regs.dwarf_number(reg, 0));
            let variables = mf
                .frame
                .objects
                .iter()
                .chain(&mf.frame.fixed_objects)
                .filter(|o| !o.is_dead && !o.debug_info_variable.is_none())
                .filter_map(|o| {
                    let var = debug.names.resolve(mf.str(o.debug_info_variable))?;
                    let (_, from_cfa) = mf.frame.debug_frame_base?;
                    Some((var, o.offset + from_cfa))
                })
                .collect();
            debug.record_function(sp, begin, end, section, frame_base, variables);
        }
        let size = self.out.context_mut().symbol_difference(end, sym);
        self.out.emit_size(sym, size).map_err(mc)?;
        if needs_cfi {
            self.out.emit_cfi(McCfi::EndProc).map_err(mc)?;
        }
        if let Some(f) = &eh {
            self.eh_end_function(mf, f, n, end)?;
        }
        self.emit_jump_tables(mf, &labels)
    }

    /// `.Lfunc_begin<n>` at the function's entry, as llc names it: the start that debug
    /// information and the exception table both measure from (placed once, by whichever needs
    /// it first).
    pub(crate) fn emit_function_begin(&mut self, n: u32) -> Result<SymbolId, String> {
        let begin = self.out.context_mut().get_or_create_symbol(&format!(".Lfunc_begin{n}"));
        self.out.emit_label(begin).map_err(mc)?;
        Ok(begin)
    }

    fn create_labels(&mut self, mf: &MachineFunction, n: u32) -> FunctionLabels {
        let ctx = self.out.context_mut();
        FunctionLabels {
            blocks: (0..mf.num_blocks() as u32).map(|b| ctx.create_local_label(format_args!(".LBB{n}_{}", mf.block(BlockId(b)).number))).collect(),
            constant_pool: (0..mf.constants.len()).map(|i| ctx.get_or_create_symbol(&format!(".LCPI{n}_{i}"))).collect(),
            jump_tables: (0..mf.jump_tables.tables.len()).map(|i| ctx.create_local_label(format_args!(".LJTI{n}_{i}"))).collect(),
        }
    }

    /// The IR block (index in the IR function) a machine block comes from.
    fn ir_block_of(&self, g: GlobalId, mf: &MachineFunction, b: BlockId) -> Option<u32> {
        let func = self.module.function_of(kiln_ir::Value::Global(g))?;
        let slot;
        let text = match mf.block(b).ir_block {
            crate::mir::IrBlockRef::Named(s) | crate::mir::IrBlockRef::ByName(s) => mf.str(s),
            crate::mir::IrBlockRef::Slot(n) => {
                slot = n.to_string();
                &slot
            }
            crate::mir::IrBlockRef::None => return None,
        };
        super::symbols::ir_block_index(self.module, func, text)
    }

    pub(crate) fn emit_visibility(&mut self, sym: SymbolId, v: Visibility) -> Result<(), String> {
        let attr = match v {
            Visibility::Hidden => SymbolAttr::Hidden,
            Visibility::Protected => SymbolAttr::Protected,
            Visibility::Default => return Ok(()),
        };
        self.out.emit_symbol_attribute(sym, attr).map_err(mc)
    }

    /// `.globl` for external linkage, `.weak` for the weak and link-once kinds, nothing for local.
    pub(crate) fn emit_linkage(&mut self, sym: SymbolId, linkage: Linkage) -> Result<(), String> {
        let attr = match linkage {
            Linkage::Default | Linkage::External | Linkage::AvailableExternally | Linkage::Appending => SymbolAttr::Global,
            Linkage::Common => return Ok(()),
            Linkage::Weak | Linkage::WeakOdr | Linkage::LinkOnce | Linkage::LinkOnceOdr | Linkage::ExternWeak => SymbolAttr::Weak,
            Linkage::Internal | Linkage::Private => return Ok(()),
        };
        self.out.emit_symbol_attribute(sym, attr).map_err(mc)
    }

    fn emit_instruction(&mut self, mf: &MachineFunction, mi: &MachineInstr, labels: &FunctionLabels, needs_cfi: bool) -> Result<(), String> {
        let op = mi.opcode;
        if op == target_opcode::CFI_INSTRUCTION {
            if !needs_cfi {
                return Ok(());
            }
            let Some(&MachineOperand::Cfi(index)) = mi.operands.first() else { return Err("CFI_INSTRUCTION without a CFI operand".into()) };
            let d = *mf.cfi_directives.get(index as usize).ok_or("CFI_INSTRUCTION index out of range")?;
            let inst = self.cfi_instruction(d)?;
            return self.out.emit_cfi(McCfi::Instruction(inst)).map_err(mc);
        }
        if is_silent(op) || self.target.emits_nothing(op) {
            return Ok(());
        }
        if op == target_opcode::EH_LABEL {
            let Some(&MachineOperand::McSymbol { name, .. }) = mi.operands.first() else { return Err("label pseudo without a symbol".into()) };
            // Function-local names, each a module-unique temporary.
            let s = self.eh_label_symbol(name);
            return self.out.emit_label(s).map_err(mc);
        }
        if op == target_opcode::INLINEASM {
            return self.emit_inline_asm(mf, mi, labels);
        }
        let target = self.target;
        self.insts.clear();
        let result = {
            let mut cx = LowerContext { ctx: self.out.context_mut(), mf, mangler: &self.mangler, block_addresses: &mut self.block_addresses, global_symbols: &mut self.global_symbols, symbol_of_global: &mut self.symbol_of_global, labels, operand_symbols: &mut self.operand_symbols };
            target.lower_instruction(&mut cx, mi, &mut self.insts)
        };
        if let Some(access) = self.stack_access_comments.and_then(|tii| crate::regalloc::stack_access::classify(mf, mi, tii)) {
            self.out.add_comment(&access.comment());
        }
        let mut emitted = result;
        if emitted.is_ok() {
            for inst in self.insts.as_slice() {
                if let Err(e) = self.out.emit_instruction(inst) {
                    emitted = Err(mc(e));
                    break;
                }
            }
        }
        emitted.map_err(|e| format!("{}: {e}", self.mir.instrs.name(op)))
    }

    /// Inline assembly between `#APP` and `#NO_APP` (comment lines in assembly text): the
    /// text with its operand references expanded ([`crate::inline_asm::expand_text`], each
    /// operand printed by the target) goes through the target's assembly parser.
    fn emit_inline_asm(&mut self, mf: &MachineFunction, mi: &MachineInstr, labels: &FunctionLabels) -> Result<(), String> {
        let Some(MachineOperand::ExternalSymbol { name, .. }) = mi.operands.first() else { return Err("INLINEASM without its assembly string".into()) };
        let text = super::unquote_mir_name(mf.str(*name));
        let groups = crate::inline_asm::groups(&mi.operands)?;
        let comment = self.out.asm_info().comment_string.clone();
        let private = self.out.asm_info().private_label_prefix.clone();
        let mut uid = None;
        let invalid = || format!("invalid operand in inline asm: '{text}'");
        let src = {
            let mut cx = LowerContext { ctx: self.out.context_mut(), mf, mangler: &self.mangler, block_addresses: &mut self.block_addresses, global_symbols: &mut self.global_symbols, symbol_of_global: &mut self.symbol_of_global, labels, operand_symbols: &mut self.operand_symbols };
            let target = self.target;
            let next_uid = &mut self.inline_asm_uid;
            crate::inline_asm::expand_text(&text, 0, |out, r| {
                match r {
                    TextRef::Operand { index, modifier } => {
                        let group = *groups.get(index).ok_or_else(invalid)?;
                        target.print_inline_asm_operand(&mut cx, mi, group, modifier, out).map_err(|()| invalid())?;
                    }
                    TextRef::Uid => {
                        let n = *uid.get_or_insert_with(|| {
                            *next_uid += 1;
                            *next_uid - 1
                        });
                        out.push_str(&n.to_string());
                    }
                    TextRef::Comment => out.push_str(&comment),
                    TextRef::Private => out.push_str(&private),
                }
                Ok(())
            })?
        };
        self.out.emit_comment_line("APP").map_err(mc)?;
        if !src.trim().is_empty() {
            let mut parser = self.target.asm_parser().ok_or_else(|| format!("inline assembly is not supported by this target: {text:?}"))?;
            let src = format!("{src}\n");
            let file = kiln_support::SourceFile::new("<inline asm>", src.as_str());
            let mut p = kiln_mc::parser::AsmParser::new(&file, &mut *self.out, Some(&mut *parser));
            p.run().map_err(|d| format!("inline assembly {text:?}: {}", d.first().map_or("", |d| d.message.as_str())))?;
        }
        self.out.emit_comment_line("NO_APP").map_err(mc)
    }

    fn dwarf(&self, reg: PhysReg) -> Result<u32, String> {
        self.mir.regs.dwarf_number(reg, 0).ok_or_else(|| format!("register {} has no DWARF number", self.mir.regs.name(reg)))
    }

    fn cfi_instruction(&self, d: CfiDirective) -> Result<CfiInstruction, String> {
        Ok(match d {
            CfiDirective::DefCfa { reg, offset } => CfiInstruction::DefCfa { reg: self.dwarf(reg)?, offset },
            CfiDirective::DefCfaOffset(o) => CfiInstruction::DefCfaOffset(o),
            CfiDirective::DefCfaRegister(r) => CfiInstruction::DefCfaRegister(self.dwarf(r)?),
            CfiDirective::AdjustCfaOffset(o) => CfiInstruction::AdjustCfaOffset(o),
            CfiDirective::Offset { reg, offset } => CfiInstruction::Offset { reg: self.dwarf(reg)?, offset },
            CfiDirective::RelOffset { reg, offset } => CfiInstruction::RelOffset { reg: self.dwarf(reg)?, offset },
            CfiDirective::Register { reg, other } => CfiInstruction::Register(self.dwarf(reg)?, self.dwarf(other)?),
            CfiDirective::Restore(r) => CfiInstruction::Restore(self.dwarf(r)?),
            CfiDirective::Undefined(r) => CfiInstruction::Undefined(self.dwarf(r)?),
            CfiDirective::SameValue(r) => CfiInstruction::SameValue(self.dwarf(r)?),
            CfiDirective::RememberState => CfiInstruction::RememberState,
            CfiDirective::RestoreState => CfiInstruction::RestoreState,
        })
    }

    /// The constant pool, before the function: one section per entry size, entries in order.
    fn emit_constant_pool(&mut self, mf: &MachineFunction, labels: &FunctionLabels) -> Result<(), String> {
        if mf.constants.is_empty() {
            return Ok(());
        }
        let mut parsed = Vec::with_capacity(mf.constants.len());
        for entry in &mf.constants {
            if entry.is_target_specific {
                return Err(format!("target-specific constant-pool entry '{}' is not supported", entry.value));
            }
            let m = parse_constant_pool_entry(&entry.value)?;
            let g = m.lookup_global("c").ok_or("constant-pool entry did not parse")?;
            let init = sections::initializer(m.global(g)).ok_or("constant-pool entry without a value")?;
            let layout = crate::target::data_layout::ModuleLayout::new(self.layout.dl.clone(), &m.types);
            let size = layout.type_alloc_size(m.global(g).value_ty);
            parsed.push((m, init, size));
        }
        // Group entries by section in first-use order, keeping their order inside a section.
        let mut groups: Vec<(u64, Vec<usize>)> = Vec::new();
        for (i, (_, _, size)) in parsed.iter().enumerate() {
            let key = match size {
                4 | 8 | 16 | 32 => *size,
                _ => 0,
            };
            match groups.iter_mut().find(|(k, _)| *k == key) {
                Some((_, list)) => list.push(i),
                None => groups.push((key, vec![i])),
            }
        }
        for (key, list) in groups {
            let spec = sections::constant_pool_section(if key == 0 { 1 } else { key });
            let section = self.out.context_mut().get_or_create_section(&spec)?;
            self.out.switch_section(section).map_err(mc)?;
            let max_align = list.iter().map(|&i| mf.constants[i].alignment.max(1)).max().unwrap_or(1);
            if max_align > 1 {
                self.out.emit_value_to_alignment(max_align, 0, 1, 0).map_err(mc)?;
            }
            let mut offset = 0u64;
            for i in list {
                let align = mf.constants[i].alignment.max(1);
                let aligned = offset.next_multiple_of(align);
                if aligned > offset {
                    self.out.emit_zeros(aligned - offset).map_err(mc)?;
                }
                self.out.emit_label(labels.constant_pool[i]).map_err(mc)?;
                let (m, init, size) = &parsed[i];
                let layout = crate::target::data_layout::ModuleLayout::new(self.layout.dl.clone(), &m.types);
                let mangler = super::Mangler::new(m);
                let mut block_addresses = Default::default();
                let mut symbols = Default::default();
                let image = &mut self.data_image;
                ConstantEmitter { out: &mut *self.out, module: m, layout: &layout, mangler: &mangler, block_addresses: &mut block_addresses, symbols: &mut symbols, image }.emit(*init)?;
                offset = aligned + size;
            }
        }
        Ok(())
    }

    /// Jump tables after the function: 32-bit label differences from the table when
    /// position-independent, absolute 64-bit block addresses otherwise.
    fn emit_jump_tables(&mut self, mf: &MachineFunction, labels: &FunctionLabels) -> Result<(), String> {
        if mf.jump_tables.tables.is_empty() {
            return Ok(());
        }
        let kind = mf.str(mf.jump_tables.kind);
        let difference = match kind {
            "label-difference32" => true,
            "block-address" => false,
            other => return Err(format!("unsupported jump-table kind '{other}'")),
        };
        let function = self.mangler.lookup(&mf.name).ok_or_else(|| format!("machine function '{}' has no IR function", mf.name))?;
        let own = self.section_options.own_section(true, &mut self.last_unique_id);
        let spec = sections::jump_table_section(&self.mangler, function, own);
        let section = self.out.context_mut().get_or_create_section(&spec)?;
        self.out.switch_section(section).map_err(mc)?;
        self.out.emit_value_to_alignment(if difference { 4 } else { 8 }, 0, 1, 0).map_err(mc)?;
        for (t, table) in mf.jump_tables.tables.iter().enumerate() {
            let jt = labels.jump_tables[t];
            self.out.emit_label(jt).map_err(mc)?;
            for &b in table {
                let target = labels.block_symbol(b);
                let ctx = self.out.context_mut();
                if difference {
                    let e = ctx.symbol_difference(target, jt);
                    self.out.emit_value(e, 4).map_err(mc)?;
                } else {
                    let e = ctx.symbol_ref(target);
                    self.out.emit_value(e, 8).map_err(mc)?;
                }
            }
        }
        Ok(())
    }
}

/// Blocks some operand or jump table refers to (they need a label).
fn referenced_blocks(mf: &MachineFunction) -> Vec<bool> {
    let mut seen = vec![false; mf.num_blocks()];
    for &b in mf.layout() {
        for i in mf.block_insts(b) {
            for op in &mf.inst(i).operands {
                if let MachineOperand::Block(t) = op {
                    seen[t.0 as usize] = true;
                }
            }
        }
    }
    for table in &mf.jump_tables.tables {
        for b in table {
            seen[b.0 as usize] = true;
        }
    }
    seen
}
