//! Writes machine functions as `.mir` text in kiln's canonical form: the
//! layout LLVM 14 prints (header keys in the same order, `body: |` with
//! `bb.N` blocks and MIR instruction syntax), with every header key written
//! and operands printed from the model, so that parsing the output and
//! printing again gives the same text.

use std::fmt::Write;

use kiln_mc::desc::SubRegIdx;

use super::frame::StackObject;
use super::function::{IrBlockRef, MachineFunction};
use super::instr::{MIFlags, MachineInstr, MemAccess, MemFlags, MemOperand, MemValue};
use super::operand::{FrameIdx, InstId, Llt, MachineOperand, Reg, RegFlags, RegMask, TargetFlags};
use super::regs::RegClassOrBank;
use super::yaml;
use super::{MirModule, MirTarget};

/// The whole module: embedded IR (if any), then each function.
pub fn print_mir(module: &MirModule, target: &MirTarget) -> String {
    let mut out = String::new();
    if let Some(ir) = &module.ir {
        out.push_str("--- |\n");
        for line in ir.split_terminator('\n') {
            out.push_str("  ");
            out.push_str(line);
            out.push('\n');
        }
        out.push_str("...\n");
    }
    for mf in &module.functions {
        print_function(&mut out, mf, target);
    }
    out
}

fn key(out: &mut String, indent: usize, k: &str) {
    let _ = write!(out, "{:indent$}{:<17}", "", format!("{k}:"));
    if k.len() + 1 >= 17 {
        out.push(' ');
    }
}

fn kv(out: &mut String, indent: usize, k: &str, v: impl std::fmt::Display) {
    key(out, indent, k);
    let _ = writeln!(out, "{v}");
}

/// A YAML scalar: plain when that reads back unchanged, else single-quoted.
fn yaml_str(s: &str) -> String {
    let plain = !s.is_empty() && s.bytes().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'-' | b'$')) && !s.starts_with('-');
    if plain {
        s.to_string()
    } else {
        let mut out = String::new();
        yaml::write_scalar(&mut out, s, yaml::Style::Single);
        out
    }
}

fn quoted(s: &str) -> String {
    let mut out = String::new();
    yaml::write_scalar(&mut out, s, yaml::Style::Single);
    out
}

fn reg_name(target: &MirTarget, reg: Reg) -> String {
    if reg.is_none() {
        "$noreg".to_string()
    } else if let Some(v) = reg.virt_index() {
        format!("%{v}")
    } else {
        format!("${}", target.regs.name(reg.as_phys().unwrap_or_default()).to_ascii_lowercase())
    }
}

fn class_name(mf: &MachineFunction, target: &MirTarget, class: RegClassOrBank) -> String {
    match class {
        RegClassOrBank::None => "_".to_string(),
        RegClassOrBank::Class(c) => target.regs.class(c).name.to_string(),
        RegClassOrBank::Bank(b) => mf.str(b).to_string(),
    }
}

/// One function as a `---` document.
pub fn print_function(out: &mut String, mf: &MachineFunction, target: &MirTarget) {
    let mut text = String::new();
    write_function(&mut text, mf, target);
    // Keys padded for alignment leave trailing blanks before nested lists.
    for line in text.lines() {
        out.push_str(line.trim_end_matches(' '));
        out.push('\n');
    }
}

fn write_function(out: &mut String, mf: &MachineFunction, target: &MirTarget) {
    out.push_str("---\n");
    kv(out, 0, "name", yaml_str(&mf.name));
    kv(out, 0, "alignment", mf.alignment);
    let p = &mf.props;
    for (k, v) in [
        ("exposesReturnsTwice", p.exposes_returns_twice),
        ("legalized", p.legalized),
        ("regBankSelected", p.reg_bank_selected),
        ("selected", p.selected),
        ("failedISel", p.failed_isel),
        ("tracksRegLiveness", mf.regs.tracks_liveness),
        ("hasWinCFI", p.has_win_cfi),
        ("failsVerification", p.fails_verification),
        ("tracksDebugUserValues", p.tracks_debug_user_values),
    ] {
        kv(out, 0, k, v);
    }
    key(out, 0, "registers");
    if mf.regs.num_vregs() == 0 {
        out.push_str("[]\n");
    } else {
        out.push('\n');
        for (reg, info) in mf.regs.vregs() {
            let preferred = if info.preferred.is_none() { "''".to_string() } else { quoted(&reg_name(target, info.preferred)) };
            let _ = writeln!(
                out,
                "  - {{ id: {}, class: {}, preferred-register: {preferred} }}",
                reg.virt_index().unwrap_or(0),
                class_name(mf, target, info.class)
            );
        }
    }
    key(out, 0, "liveins");
    if mf.regs.live_ins.is_empty() {
        out.push_str("[]\n");
    } else {
        out.push('\n');
        for l in &mf.regs.live_ins {
            let vreg = l.vreg.map_or("''".to_string(), |v| quoted(&reg_name(target, v)));
            let _ = writeln!(out, "  - {{ reg: {}, virtual-reg: {vreg} }}", quoted(&reg_name(target, Reg::phys(l.reg))));
        }
    }
    print_frame(out, mf, target);
    for (k, node) in &mf.yaml_extra {
        yaml::write_entry(out, 0, k, node, "");
    }
    key(out, 0, "constants");
    if mf.constants.is_empty() {
        out.push_str("[]\n");
    } else {
        out.push('\n');
        for (i, c) in mf.constants.iter().enumerate() {
            kv(out, 2, "- id", i);
            kv(out, 4, "value", quoted(&c.value));
            kv(out, 4, "alignment", c.alignment);
            kv(out, 4, "isTargetSpecific", c.is_target_specific);
        }
    }
    if !mf.jump_tables.kind.is_none() || !mf.jump_tables.tables.is_empty() {
        out.push_str("jumpTable:\n");
        kv(out, 2, "kind", yaml_str(mf.str(mf.jump_tables.kind)));
        key(out, 2, "entries");
        if mf.jump_tables.tables.is_empty() {
            out.push_str("[]\n");
        } else {
            out.push('\n');
            for (i, table) in mf.jump_tables.tables.iter().enumerate() {
                kv(out, 4, "- id", i);
                let blocks: Vec<String> = table.iter().map(|&b| format!("'%bb.{}'", mf.block(b).number)).collect();
                kv(out, 6, "blocks", format!("[ {} ]", blocks.join(", ")));
            }
        }
    }
    key(out, 0, "body");
    out.push_str("|\n");
    for (k, &b) in mf.layout().iter().enumerate() {
        if k > 0 {
            out.push('\n');
        }
        print_block(out, mf, target, b);
    }
    out.push_str("...\n");
}

fn print_frame(out: &mut String, mf: &MachineFunction, target: &MirTarget) {
    let p = &mf.frame.props;
    out.push_str("frameInfo:\n");
    kv(out, 2, "isFrameAddressTaken", p.is_frame_address_taken);
    kv(out, 2, "isReturnAddressTaken", p.is_return_address_taken);
    kv(out, 2, "hasStackMap", p.has_stack_map);
    kv(out, 2, "hasPatchPoint", p.has_patch_point);
    kv(out, 2, "stackSize", p.stack_size);
    kv(out, 2, "offsetAdjustment", p.offset_adjustment);
    kv(out, 2, "maxAlignment", p.max_alignment);
    kv(out, 2, "adjustsStack", p.adjusts_stack);
    kv(out, 2, "hasCalls", p.has_calls);
    kv(out, 2, "stackProtector", quoted(mf.str(p.stack_protector)));
    kv(out, 2, "maxCallFrameSize", p.max_call_frame_size);
    kv(out, 2, "cvBytesOfCalleeSavedRegisters", p.cv_bytes_of_callee_saved_registers);
    kv(out, 2, "hasOpaqueSPAdjustment", p.has_opaque_sp_adjustment);
    kv(out, 2, "hasVAStart", p.has_va_start);
    kv(out, 2, "hasMustTailInVarArgFunc", p.has_must_tail_in_var_arg_func);
    kv(out, 2, "hasTailCall", p.has_tail_call);
    kv(out, 2, "localFrameSize", p.local_frame_size);
    kv(out, 2, "savePoint", quoted(mf.str(p.save_point)));
    kv(out, 2, "restorePoint", quoted(mf.str(p.restore_point)));
    for (section, objects, fixed) in [("fixedStack", &mf.frame.fixed_objects, true), ("stack", &mf.frame.objects, false)] {
        key(out, 0, section);
        if objects.iter().all(|o| o.is_dead) {
            out.push_str("[]\n");
            continue;
        }
        out.push('\n');
        for (i, o) in objects.iter().enumerate().filter(|(_, o)| !o.is_dead) {
            let _ = write!(out, "  - {{ id: {i}, ");
            if !fixed {
                let _ = write!(out, "name: {}, ", quoted(mf.str(o.name)));
            }
            print_stack_object(out, mf, target, o, fixed);
            out.push_str(" }\n");
        }
    }
}

fn print_stack_object(out: &mut String, mf: &MachineFunction, target: &MirTarget, o: &StackObject, fixed: bool) {
    let _ = write!(
        out,
        "type: {}, offset: {}, size: {}, alignment: {}, stack-id: {}, ",
        o.kind.mir_name(),
        o.offset,
        o.size,
        o.alignment,
        yaml_str(mf.str(o.stack_id))
    );
    if fixed {
        let _ = write!(out, "isImmutable: {}, isAliased: {}, ", o.is_immutable, o.is_aliased);
    }
    let csr = if o.callee_saved_register.is_none() { "''".to_string() } else { quoted(&reg_name(target, o.callee_saved_register)) };
    let _ = write!(out, "callee-saved-register: {csr}, callee-saved-restored: {}, ", o.callee_saved_restored);
    if let Some(l) = o.local_offset {
        let _ = write!(out, "local-offset: {l}, ");
    }
    let _ = write!(
        out,
        "debug-info-variable: {}, debug-info-expression: {}, debug-info-location: {}",
        quoted(mf.str(o.debug_info_variable)),
        quoted(mf.str(o.debug_info_expression)),
        quoted(mf.str(o.debug_info_location))
    );
}

fn print_block(out: &mut String, mf: &MachineFunction, target: &MirTarget, b: super::operand::BlockId) {
    let block = mf.block(b);
    let _ = write!(out, "  bb.{}", block.number);
    let mut attrs: Vec<String> = Vec::new();
    match block.ir_block {
        IrBlockRef::None => {}
        IrBlockRef::Named(n) => {
            let _ = write!(out, ".{}", mf.str(n));
        }
        IrBlockRef::Slot(n) => attrs.push(format!("%ir-block.{n}")),
        IrBlockRef::ByName(n) => attrs.push(format!("%ir-block.{}", mf.str(n))),
    }
    if block.address_taken {
        attrs.push("address-taken".into());
    }
    if block.landing_pad {
        attrs.push("landing-pad".into());
    }
    if block.eh_funclet_entry {
        attrs.push("ehfunclet-entry".into());
    }
    if let Some(a) = block.alignment {
        attrs.push(format!("align {a}"));
    }
    if let Some(s) = block.section {
        attrs.push(format!("bbsections {}", mf.str(s)));
    }
    if !attrs.is_empty() {
        let _ = write!(out, " ({})", attrs.join(", "));
    }
    out.push_str(":\n");
    let mut header_lines = false;
    if !block.succs.is_empty() {
        let succs: Vec<String> = block
            .succs
            .iter()
            .zip(&block.succ_probs)
            .map(|(&s, p)| match p {
                Some(p) => format!("%bb.{}(0x{p:08x})", mf.block(s).number),
                None => format!("%bb.{}", mf.block(s).number),
            })
            .collect();
        let _ = writeln!(out, "    successors: {}", succs.join(", "));
        header_lines = true;
    }
    if !block.live_ins.is_empty() {
        let regs: Vec<String> = block
            .live_ins
            .iter()
            .map(|&(r, mask)| {
                let name = reg_name(target, Reg::phys(r));
                mask.map_or(name.clone(), |m| format!("{name}:0x{m:016x}"))
            })
            .collect();
        let _ = writeln!(out, "    liveins: {}", regs.join(", "));
        header_lines = true;
    }
    if header_lines && !block.is_empty() {
        out.push('\n');
    }
    for i in mf.block_insts(b) {
        let inside = mf.inst(i).is_inside_bundle();
        out.push_str(if inside { "      " } else { "    " });
        out.push_str(&print_inst(mf, target, i));
        out.push('\n');
        let m = mf.inst(i);
        if inside && !m.is_bundled_with_succ() {
            out.push_str("    }\n");
        }
    }
}

/// Whether operand `index` of `opcode_name` is a sub-register index (printed `%subreg.X`).
fn is_subreg_index_operand(opcode_name: &str, index: usize) -> bool {
    match opcode_name {
        "INSERT_SUBREG" | "SUBREG_TO_REG" => index == 3,
        "EXTRACT_SUBREG" => index == 2,
        "REG_SEQUENCE" => index > 1 && index & 1 == 0,
        _ => false,
    }
}

/// One instruction in MIR syntax, without indentation or line end.
pub fn print_inst(mf: &MachineFunction, target: &MirTarget, i: InstId) -> String {
    let m = mf.inst(i);
    let mut out = String::new();
    let name = target.instrs.get(m.opcode).map_or("<unknown opcode>", |d| d.name);
    let num_lhs = m.operands.iter().take_while(|o| o.is_def() && !o.is_implicit()).count();
    // An operand of a generic type index writes its type only where the index first appears
    // (the defs come first); other registers with a type write it every time.
    let desc = target.instrs.get(m.opcode);
    let mut printed_indices = 0u8;
    let mut use_type = |k: usize, op: &MachineOperand| -> Option<Llt> {
        let ty = mf.regs.ty(op.get_reg()?)?;
        match desc.and_then(|d| d.operands.get(k)).and_then(|o| o.generic_type) {
            Some(index) if printed_indices & (1 << index) != 0 => None,
            Some(index) => {
                printed_indices |= 1 << index;
                Some(ty)
            }
            None => Some(ty),
        }
    };
    for (k, op) in m.operands[..num_lhs].iter().enumerate() {
        if k > 0 {
            out.push_str(", ");
        }
        use_type(k, op);
        print_operand(&mut out, mf, target, m, k, op, name, true, None);
    }
    if num_lhs > 0 {
        out.push_str(" = ");
    }
    for (f, word) in MIFlags::KEYWORDS {
        if m.flags.contains(f) {
            out.push_str(word);
            out.push(' ');
        }
    }
    out.push_str(name);
    let mut first = true;
    let mut sep = |out: &mut String| {
        out.push_str(if first { " " } else { ", " });
        first = false;
    };
    let asm_groups = if matches!(name, "INLINEASM" | "INLINEASM_BR") { crate::inline_asm::groups(&m.operands).unwrap_or_default() } else { Vec::new() };
    for (k, op) in m.operands.iter().enumerate().skip(num_lhs) {
        sep(&mut out);
        let ty = if op.is_use() { use_type(k, op) } else { None };
        print_operand(&mut out, mf, target, m, k, op, name, false, ty);
        match (op, asm_groups.iter().find(|g| g.first == k + 1)) {
            (MachineOperand::Imm(v), _) if k == 1 && matches!(name, "INLINEASM" | "INLINEASM_BR") => {
                let _ = write!(out, " /* {} */", crate::inline_asm::extra_comment(*v));
            }
            (MachineOperand::Imm(_), Some(g)) => {
                let _ = write!(out, " /* {} */", crate::inline_asm::flag_comment(g.flag, |c| target.regs.classes.get(usize::from(c)).map(|d| d.name.to_ascii_uppercase())));
            }
            _ => {}
        }
    }
    if let Some(extra) = &m.extra {
        if let Some(s) = extra.pre_instr_symbol {
            sep(&mut out);
            let _ = write!(out, "pre-instr-symbol <mcsymbol {}>", mf.str(s));
        }
        if let Some(s) = extra.post_instr_symbol {
            sep(&mut out);
            let _ = write!(out, "post-instr-symbol <mcsymbol {}>", mf.str(s));
        }
        if let Some(s) = extra.heap_alloc_marker {
            sep(&mut out);
            let _ = write!(out, "heap-alloc-marker {}", mf.str(s));
        }
        if let Some(n) = extra.debug_instr_number {
            sep(&mut out);
            let _ = write!(out, "debug-instr-number {n}");
        }
    }
    if !m.debug_loc.is_none() {
        sep(&mut out);
        let _ = write!(out, "debug-location {}", mf.str(m.debug_loc));
    }
    if !m.mem_operands.is_empty() {
        out.push_str(" ::");
        for (k, mem) in m.mem_operands.iter().enumerate() {
            out.push_str(if k == 0 { " " } else { ", " });
            print_mem(&mut out, mf, mem);
        }
    }
    if m.is_bundled_with_succ() && !m.is_inside_bundle() {
        out.push_str(" {");
    }
    out
}

fn offset(out: &mut String, v: i64) {
    if v > 0 {
        let _ = write!(out, " + {v}");
    } else if v < 0 {
        let _ = write!(out, " - {}", v.unsigned_abs());
    }
}

/// A name as MIR writes it after `%stack.N.`: plain when it is made of name
/// characters, else double-quoted with other bytes as `\XX` escapes.
fn name_token(out: &mut String, name: &str) {
    let plain = name.bytes().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'-' | b'$'));
    if plain {
        out.push_str(name);
        return;
    }
    out.push('"');
    for c in name.chars() {
        if c < ' ' || c == '"' || c == '\\' {
            let _ = write!(out, "\\{:02X}", c as u32);
        } else {
            out.push(c);
        }
    }
    out.push('"');
}

fn frame_ref(out: &mut String, mf: &MachineFunction, fi: FrameIdx) {
    if fi.is_fixed() {
        let _ = write!(out, "%fixed-stack.{}", fi.mir_id());
    } else {
        let _ = write!(out, "%stack.{}", fi.mir_id());
        if let Some(o) = mf.frame.object(fi).filter(|o| !o.name.is_none()) {
            out.push('.');
            name_token(out, mf.str(o.name));
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn print_operand(
    out: &mut String,
    mf: &MachineFunction,
    target: &MirTarget,
    m: &MachineInstr,
    index: usize,
    op: &MachineOperand,
    opcode_name: &str,
    lhs: bool,
    use_type: Option<Llt>,
) {
    let flags_prefix = |out: &mut String, f: TargetFlags| {
        if !f.is_none() {
            let _ = write!(out, "target-flags({}) ", mf.target_flags_str(f));
        }
    };
    match *op {
        MachineOperand::Reg { reg, flags, sub_reg, tied_to } => {
            if flags.contains(RegFlags::IMPLICIT) {
                out.push_str(if flags.contains(RegFlags::DEF) { "implicit-def " } else { "implicit " });
            } else if flags.contains(RegFlags::DEF) && !lhs {
                out.push_str("def ");
            }
            for (f, word) in [
                (RegFlags::INTERNAL_READ, "internal "),
                (RegFlags::KILL, "killed "),
                (RegFlags::DEAD, "dead "),
                (RegFlags::UNDEF, "undef "),
                (RegFlags::EARLY_CLOBBER, "early-clobber "),
                (RegFlags::DEBUG_USE, "debug-use "),
                (RegFlags::RENAMABLE, "renamable "),
            ] {
                if flags.contains(f) {
                    out.push_str(word);
                }
            }
            out.push_str(&reg_name(target, reg));
            if sub_reg != SubRegIdx(0) {
                let name = target.regs.sub_reg_indices.get(sub_reg.0 as usize).map_or("<bad sub-register>", |s| s.name);
                let _ = write!(out, ".{name}");
            }
            if flags.contains(RegFlags::DEF) {
                // The class (or bank and type) is written on the defs left of `=`;
                // the `registers:` list has it for every register anyway.
                if let Some(info) = mf.regs.vreg(reg).filter(|_| lhs) {
                    let _ = write!(out, ":{}", class_name(mf, target, info.class));
                    if let Some(ty) = info.ty {
                        let _ = write!(out, "({ty})");
                    }
                }
            } else if let Some(ty) = use_type {
                let _ = write!(out, "({ty})");
            }
            if let (false, Some(d)) = (flags.contains(RegFlags::DEF), tied_to) {
                let implied = !flags.contains(RegFlags::IMPLICIT)
                    && target.instrs.get(m.opcode).and_then(|desc| desc.tied_to(index)) == Some(usize::from(d));
                if !implied {
                    let _ = write!(out, "(tied-def {d})");
                }
            }
        }
        MachineOperand::Imm(v) => {
            let sub = (is_subreg_index_operand(opcode_name, index) && v > 0)
                .then(|| target.regs.sub_reg_indices.get(v as usize))
                .flatten();
            match sub {
                Some(s) => {
                    let _ = write!(out, "%subreg.{}", s.name);
                }
                None => {
                    let _ = write!(out, "{v}");
                }
            }
        }
        MachineOperand::CImm { bits: 1, value } => {
            out.push_str(if value != 0 { "i1 true" } else { "i1 false" });
        }
        MachineOperand::CImm { bits, value } => {
            let _ = write!(out, "i{bits} {value}");
        }
        MachineOperand::FPImm { ty, literal } => {
            let _ = write!(out, "{} {}", mf.str(ty), mf.str(literal));
        }
        MachineOperand::Block(b) => {
            let _ = write!(out, "%bb.{}", mf.block(b).number);
        }
        MachineOperand::FrameIndex(fi) => frame_ref(out, mf, fi),
        MachineOperand::ConstantPool { index, offset: off, target_flags } => {
            flags_prefix(out, target_flags);
            let _ = write!(out, "%const.{index}");
            offset(out, off);
        }
        MachineOperand::JumpTable { index, target_flags } => {
            flags_prefix(out, target_flags);
            let _ = write!(out, "%jump-table.{index}");
        }
        MachineOperand::Global { name, offset: off, target_flags } => {
            flags_prefix(out, target_flags);
            let _ = write!(out, "@{}", mf.str(name));
            offset(out, off);
        }
        MachineOperand::ExternalSymbol { name, offset: off, target_flags } => {
            flags_prefix(out, target_flags);
            let _ = write!(out, "&{}", mf.str(name));
            offset(out, off);
        }
        MachineOperand::BlockAddress { text, offset: off, target_flags } => {
            flags_prefix(out, target_flags);
            let _ = write!(out, "blockaddress({})", mf.str(text));
            offset(out, off);
        }
        MachineOperand::RegMask(RegMask::CalleeSaved(k)) => {
            let name = target.regs.callee_saved.get(k as usize).map_or("<bad mask>", |s| s.name);
            out.push_str(&name.to_ascii_lowercase());
        }
        MachineOperand::RegMask(RegMask::Custom(k)) => {
            let regs: Vec<String> = mf.custom_masks[k as usize].iter().map(|&r| reg_name(target, Reg::phys(r))).collect();
            let _ = write!(out, "CustomRegMask({})", regs.join(","));
        }
        MachineOperand::McSymbol { name, target_flags } => {
            flags_prefix(out, target_flags);
            let _ = write!(out, "<mcsymbol {}>", mf.str(name));
        }
        MachineOperand::Metadata(t) => out.push_str(mf.str(t)),
        MachineOperand::Intrinsic(n) => {
            let _ = write!(out, "intrinsic(@{})", mf.str(n));
        }
        MachineOperand::Predicate { float, name } => {
            let _ = write!(out, "{}({})", if float { "floatpred" } else { "intpred" }, mf.str(name));
        }
        MachineOperand::ShuffleMask(k) => {
            let lanes: Vec<String> = mf.shuffle_masks[k as usize].iter().map(|&l| if l < 0 { "undef".to_string() } else { l.to_string() }).collect();
            let _ = write!(out, "shufflemask({})", lanes.join(", "));
        }
        MachineOperand::Cfi(k) => {
            let d = &mf.cfi_directives[k as usize];
            out.push_str(d.keyword());
            let (regs, value) = d.parts();
            let mut parts: Vec<String> = regs.into_iter().map(|r| reg_name(target, Reg::phys(r))).collect();
            parts.extend(value.map(|v| v.to_string()));
            if !parts.is_empty() {
                let _ = write!(out, " {}", parts.join(", "));
            }
        }
    }
}

fn print_mem(out: &mut String, mf: &MachineFunction, mem: &MemOperand) {
    out.push('(');
    for (f, word) in MemFlags::KEYWORDS {
        if mem.flags.contains(f) {
            out.push_str(word);
            out.push(' ');
        }
    }
    let rare = mem.rare();
    for &t in &rare.target_flags {
        out.push_str(mf.str(t));
        out.push(' ');
    }
    out.push_str(match mem.access {
        MemAccess::Load => "load",
        MemAccess::Store => "store",
        MemAccess::LoadStore => "load store",
    });
    if let Some(s) = rare.sync_scope {
        let _ = write!(out, " syncscope({})", mf.str(s));
    }
    for o in [mem.ordering, rare.failure_ordering].into_iter().flatten() {
        let _ = write!(out, " {}", mf.str(o));
    }
    match mem.size {
        Some(ty) => {
            let _ = write!(out, " ({ty})");
        }
        None => out.push_str(" unknown-size"),
    }
    if mem.value != MemValue::None {
        out.push_str(match mem.access {
            MemAccess::Load => " from ",
            MemAccess::Store => " into ",
            MemAccess::LoadStore => " on ",
        });
        match mem.value {
            MemValue::Ir(s) => {
                let _ = write!(out, "%ir.{}", mf.str(s));
            }
            MemValue::IrSlot(n) => {
                let _ = write!(out, "%ir.{n}");
            }
            MemValue::Frame(fi) => frame_ref(out, mf, fi),
            MemValue::Other(s) => out.push_str(mf.str(s)),
            MemValue::None => {}
        }
        offset(out, mem.offset);
    }
    if let Some(a) = mem.align {
        let _ = write!(out, ", align {a}");
    }
    if let Some(a) = rare.base_align {
        let _ = write!(out, ", basealign {a}");
    }
    if let Some(a) = rare.addr_space {
        let _ = write!(out, ", addrspace {a}");
    }
    for &(k, v) in &rare.metadata {
        let _ = write!(out, ", {} {}", mf.str(k), mf.str(v));
    }
    out.push(')');
}
