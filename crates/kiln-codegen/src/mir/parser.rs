//! Reads `.mir` text: the optional embedded IR document (`--- |`, kept
//! verbatim), then one YAML document per function whose header sections
//! (`registers:`, `frameInfo:`, `stack:`, `constants:`, `jumpTable:`, ...)
//! become typed parts of the [`MachineFunction`] and whose `body: |` is parsed
//! by [`super::body`]. Header keys kiln does not interpret are kept as YAML.
//!
//! The parser is parameterised by the target ([`MirTarget`]); an unknown
//! opcode, register, register class or key is an error naming it, reported as
//! `FILE:LINE:COL: error:` with the source line and a caret.

use kiln_mc::desc::PhysReg;
use kiln_support::{Diagnostic, SourceFile};

use super::body::parse_body;
use super::frame::{ConstantPoolEntry, StackObject, StackObjectKind};
use super::function::MachineFunction;
use super::operand::{Reg, StrId};
use super::regs::{LiveIn, RegClassOrBank, RegUses};
use super::yaml::{self, Node, Value};
use super::{MirModule, MirTarget};

/// Parses a whole `.mir` file.
pub fn parse_mir(file: &SourceFile, target: &MirTarget) -> Result<MirModule, Diagnostic> {
    let text = file.text.as_str();
    let mut module = MirModule { ir: None, functions: Vec::new() };
    // Split into documents at `---` and `...` lines.
    let mut docs: Vec<(usize, usize, usize, bool)> = Vec::new(); // (marker line, start, end, is IR)
    let mut pos = 0;
    let mut current: Option<(usize, usize, bool)> = None;
    while pos < text.len() {
        let line_end = text[pos..].find('\n').map_or(text.len(), |k| pos + k);
        let line = text[pos..line_end].trim_end();
        let next = (line_end + 1).min(text.len());
        if line == "---" || line.starts_with("--- ") || line == "..." {
            if let Some((marker, start, is_ir)) = current.take() {
                docs.push((marker, start, pos, is_ir));
            }
            if line != "..." {
                let rest = line[3..].trim();
                if !rest.is_empty() && rest != "|" {
                    return Err(Diagnostic::error(file, (pos + 4) as u32, "unexpected text after '---'"));
                }
                current = Some((pos, next, rest == "|"));
            }
        } else if current.is_none() && !line.trim().is_empty() && !line.trim_start().starts_with('#') {
            return Err(Diagnostic::error(file, pos as u32, "expected '---' to start a YAML document"));
        }
        pos = next;
    }
    if let Some((marker, start, is_ir)) = current {
        docs.push((marker, start, text.len(), is_ir));
    }
    for (k, &(marker, start, end, is_ir)) in docs.iter().enumerate() {
        if is_ir {
            if k != 0 || module.ir.is_some() {
                return Err(Diagnostic::error(file, marker as u32, "the embedded LLVM IR must be the first document"));
            }
            module.ir = Some(unindent_ir(&text[start..end]));
        } else {
            let node = yaml::parse(file, start, end)?;
            module.functions.push(parse_function(file, target, &node, marker)?);
        }
    }
    Ok(module)
}

/// The IR block's lines without the two-space indentation of the block scalar. Lines end at
/// `\n` only (`str::lines` would also drop a `\r` before it, one per round trip).
fn unindent_ir(block: &str) -> String {
    let mut out = String::with_capacity(block.len());
    for line in block.split_terminator('\n') {
        let line = line.strip_prefix("  ").unwrap_or(line.trim_start_matches(' '));
        out.push_str(line);
        out.push('\n');
    }
    while out.ends_with("\n\n") {
        out.pop();
    }
    out
}

struct Header<'a> {
    file: &'a SourceFile,
    target: &'a MirTarget,
}

impl Header<'_> {
    fn err(&self, node: &Node, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.file, node.pos, msg)
    }

    fn str<'n>(&self, node: &'n Node, what: &str) -> Result<&'n str, Diagnostic> {
        node.as_str().ok_or_else(|| self.err(node, format!("expected a scalar for '{what}'")))
    }

    fn bool(&self, node: &Node, what: &str) -> Result<bool, Diagnostic> {
        match self.str(node, what)? {
            "true" => Ok(true),
            "false" => Ok(false),
            other => Err(self.err(node, format!("expected true or false for '{what}', found '{other}'"))),
        }
    }

    fn int<T: std::str::FromStr>(&self, node: &Node, what: &str) -> Result<T, Diagnostic> {
        let s = self.str(node, what)?;
        s.parse::<T>().map_err(|_| self.err(node, format!("expected an integer for '{what}', found '{s}'")))
    }

    fn map<'n>(&self, node: &'n Node, what: &str) -> Result<&'n [(String, u32, Node)], Diagnostic> {
        node.as_map().ok_or_else(|| self.err(node, format!("expected a mapping for '{what}'")))
    }

    fn seq<'n>(&self, node: &'n Node, what: &str) -> Result<&'n [Node], Diagnostic> {
        node.as_seq().ok_or_else(|| self.err(node, format!("expected a list for '{what}'")))
    }

    fn unknown_key(&self, pos: u32, key: &str, section: &str) -> Diagnostic {
        Diagnostic::error(self.file, pos, format!("unknown key '{key}' in {section}"))
    }

    /// `$eax` (or `''` for none), as a physical register.
    fn phys_reg(&self, node: &Node, what: &str) -> Result<Reg, Diagnostic> {
        let s = self.str(node, what)?;
        if s.is_empty() {
            return Ok(Reg::NONE);
        }
        let name = s.strip_prefix('$').ok_or_else(|| self.err(node, format!("expected a physical register for '{what}'")))?;
        lookup_phys_reg(self.target, name).map(Reg::phys).ok_or_else(|| self.err(node, format!("unknown register '${name}'")))
    }

    fn vreg(&self, node: &Node, what: &str) -> Result<Option<Reg>, Diagnostic> {
        let s = self.str(node, what)?;
        if s.is_empty() {
            return Ok(None);
        }
        let n = s.strip_prefix('%').and_then(|d| d.parse::<u32>().ok());
        n.map(|n| Some(Reg::virt(n))).ok_or_else(|| self.err(node, format!("expected a virtual register for '{what}', found '{s}'")))
    }
}

/// The register MIR writes as `$name` (lower case), or `$noreg`.
pub(crate) fn lookup_phys_reg(target: &MirTarget, name: &str) -> Option<PhysReg> {
    if name == "noreg" {
        return Some(PhysReg::NONE);
    }
    let upper = name.to_ascii_uppercase();
    let reg = target.regs.find(&upper)?;
    // Register names are matched case-insensitively, but MIR writes them in lower case.
    (target.regs.name(reg).to_ascii_lowercase() == name).then_some(reg)
}

fn parse_function(file: &SourceFile, target: &MirTarget, doc: &Node, marker: usize) -> Result<MachineFunction, Diagnostic> {
    let h = Header { file, target };
    let entries = doc.as_map().ok_or_else(|| Diagnostic::error(file, doc.pos, "expected a mapping for a machine function"))?;
    let mut mf = MachineFunction::new("");
    let mut has_name = false;
    let mut body: Option<&Node> = None;
    let mut jump_table: Option<&Node> = None;
    let mut points: Vec<(&Node, bool)> = Vec::new();
    for (key, kpos, v) in entries {
        let k = key.as_str();
        match k {
            "name" => {
                mf.name = h.str(v, k)?.to_string();
                has_name = true;
            }
            "alignment" => mf.alignment = h.int(v, k)?,
            "exposesReturnsTwice" => mf.props.exposes_returns_twice = h.bool(v, k)?,
            "legalized" => mf.props.legalized = h.bool(v, k)?,
            "regBankSelected" => mf.props.reg_bank_selected = h.bool(v, k)?,
            "selected" => mf.props.selected = h.bool(v, k)?,
            "failedISel" => mf.props.failed_isel = h.bool(v, k)?,
            "tracksRegLiveness" => mf.regs.tracks_liveness = h.bool(v, k)?,
            "hasWinCFI" => mf.props.has_win_cfi = h.bool(v, k)?,
            "failsVerification" => mf.props.fails_verification = h.bool(v, k)?,
            "tracksDebugUserValues" => mf.props.tracks_debug_user_values = h.bool(v, k)?,
            "registers" => parse_registers(&h, &mut mf, v)?,
            "liveins" => {
                for item in h.seq(v, k)? {
                    let mut live = LiveIn { reg: PhysReg::NONE, vreg: None };
                    for (ik, ipos, iv) in h.map(item, k)? {
                        match ik.as_str() {
                            "reg" => live.reg = h.phys_reg(iv, ik)?.as_phys().unwrap_or(PhysReg::NONE),
                            "virtual-reg" => live.vreg = h.vreg(iv, ik)?,
                            _ => return Err(h.unknown_key(*ipos, ik, "liveins")),
                        }
                    }
                    mf.regs.live_ins.push(live);
                }
            }
            "frameInfo" => parse_frame_info(&h, &mut mf, v, &mut points)?,
            "fixedStack" => parse_stack(&h, &mut mf, v, true)?,
            "stack" => parse_stack(&h, &mut mf, v, false)?,
            "constants" => {
                for (n, item) in h.seq(v, k)?.iter().enumerate() {
                    let mut entry = ConstantPoolEntry { value: String::new(), alignment: 1, is_target_specific: false };
                    for (ik, ipos, iv) in h.map(item, k)? {
                        match ik.as_str() {
                            "id" => {
                                if h.int::<usize>(iv, ik)? != n {
                                    return Err(h.err(iv, "constant-pool ids must count up from 0"));
                                }
                            }
                            "value" => entry.value = h.str(iv, ik)?.to_string(),
                            "alignment" => entry.alignment = h.int(iv, ik)?,
                            "isTargetSpecific" => entry.is_target_specific = h.bool(iv, ik)?,
                            _ => return Err(h.unknown_key(*ipos, ik, "constants")),
                        }
                    }
                    mf.constants.push(entry);
                }
            }
            "jumpTable" => jump_table = Some(v),
            "body" => body = Some(v),
            _ => {
                if matches!(v.value, Value::Block { .. }) {
                    return Err(h.unknown_key(*kpos, k, "a machine function"));
                }
                mf.yaml_extra.push((key.clone(), v.clone()));
            }
        }
    }
    if !has_name {
        return Err(Diagnostic::error(file, marker as u32, "machine function has no 'name'"));
    }
    let blocks = match body {
        Some(Node { value: Value::Block { start, end }, .. }) => parse_body(file, target, &mut mf, *start as usize, *end as usize)?,
        Some(other) => match other.as_str() {
            Some("") => Vec::new(),
            _ => return Err(h.err(other, "expected 'body: |'")),
        },
        None => Vec::new(),
    };
    // As LLVM's reader does, the function is in SSA form unless some virtual
    // register has several definitions.
    let uses = RegUses::compute(&mf);
    let is_ssa = mf.regs.vregs().all(|(r, _)| uses.defs(r).len() <= 1);
    mf.regs.is_ssa = is_ssa;
    let block_ref = |node: &Node, text: &str| -> Result<super::operand::BlockId, Diagnostic> {
        let n = text.strip_prefix("%bb.").and_then(|d| d.parse::<u32>().ok());
        n.and_then(|n| blocks.iter().find(|(num, _)| *num == n).map(|&(_, b)| b))
            .ok_or_else(|| h.err(node, format!("'{text}' is not a block of the function")))
    };
    for (node, _) in points {
        let text = h.str(node, "block")?;
        if !text.is_empty() {
            block_ref(node, text)?;
        }
    }
    if let Some(v) = jump_table {
        for (k, _, jv) in h.map(v, "jumpTable")? {
            match k.as_str() {
                "kind" => mf.jump_tables.kind = mf.intern(h.str(jv, k)?),
                "entries" => {
                    for (n, entry) in h.seq(jv, k)?.iter().enumerate() {
                        let mut table = Vec::new();
                        for (ek, epos, ev) in h.map(entry, k)? {
                            match ek.as_str() {
                                "id" => {
                                    if h.int::<usize>(ev, ek)? != n {
                                        return Err(h.err(ev, "jump-table ids must count up from 0"));
                                    }
                                }
                                "blocks" => {
                                    for b in h.seq(ev, ek)? {
                                        table.push(block_ref(b, h.str(b, ek)?)?);
                                    }
                                }
                                _ => return Err(h.unknown_key(*epos, ek, "jumpTable entries")),
                            }
                        }
                        mf.jump_tables.tables.push(table);
                    }
                }
                _ => return Err(Diagnostic::error(file, jv.pos, format!("unknown key '{k}' in jumpTable"))),
            }
        }
    }
    Ok(mf)
}

fn parse_registers(h: &Header, mf: &mut MachineFunction, v: &Node) -> Result<(), Diagnostic> {
    for item in h.seq(v, "registers")? {
        let entries = h.map(item, "registers")?;
        let id_node = entries
            .iter()
            .find(|(k, _, _)| k == "id")
            .map(|(_, _, n)| n)
            .ok_or_else(|| h.err(item, "register entry has no 'id'"))?;
        let id: u32 = h.int(id_node, "id")?;
        if id >= 1 << 24 {
            return Err(h.err(id_node, "virtual register number too large"));
        }
        let mut class = RegClassOrBank::None;
        let mut preferred = Reg::NONE;
        for (k, kpos, n) in entries {
            match k.as_str() {
                "id" => {}
                "class" => {
                    let name = h.str(n, k)?;
                    class = parse_class_or_bank(h.target, mf, name).ok_or_else(|| h.err(n, format!("unknown register class or bank '{name}'")))?;
                }
                "preferred-register" => {
                    let s = h.str(n, k)?;
                    preferred = if s.starts_with('%') { h.vreg(n, k)?.unwrap_or(Reg::NONE) } else { h.phys_reg(n, k)? };
                }
                _ => return Err(h.unknown_key(*kpos, k, "registers")),
            }
        }
        let info = mf.regs.ensure_vreg(id);
        info.class = class;
        info.preferred = preferred;
    }
    Ok(())
}

/// `gr32`, a register bank name, or `_`.
pub(crate) fn parse_class_or_bank(target: &MirTarget, mf: &mut MachineFunction, name: &str) -> Option<RegClassOrBank> {
    if name == "_" {
        return Some(RegClassOrBank::None);
    }
    if let Some(c) = target.regs.class_by_name(name) {
        return Some(RegClassOrBank::Class(c));
    }
    target.reg_banks.contains(&name).then(|| RegClassOrBank::Bank(mf.intern(name)))
}

fn parse_frame_info<'n>(h: &Header, mf: &mut MachineFunction, v: &'n Node, points: &mut Vec<(&'n Node, bool)>) -> Result<(), Diagnostic> {
    for (k, kpos, n) in h.map(v, "frameInfo")? {
        let p = &mut mf.frame.props;
        let key = k.as_str();
        match key {
            "isFrameAddressTaken" => p.is_frame_address_taken = h.bool(n, key)?,
            "isReturnAddressTaken" => p.is_return_address_taken = h.bool(n, key)?,
            "hasStackMap" => p.has_stack_map = h.bool(n, key)?,
            "hasPatchPoint" => p.has_patch_point = h.bool(n, key)?,
            "stackSize" => p.stack_size = h.int(n, key)?,
            "offsetAdjustment" => p.offset_adjustment = h.int(n, key)?,
            "maxAlignment" => p.max_alignment = h.int(n, key)?,
            "adjustsStack" => p.adjusts_stack = h.bool(n, key)?,
            "hasCalls" => p.has_calls = h.bool(n, key)?,
            "maxCallFrameSize" => p.max_call_frame_size = h.int(n, key)?,
            "cvBytesOfCalleeSavedRegisters" => p.cv_bytes_of_callee_saved_registers = h.int(n, key)?,
            "hasOpaqueSPAdjustment" => p.has_opaque_sp_adjustment = h.bool(n, key)?,
            "hasVAStart" => p.has_va_start = h.bool(n, key)?,
            "hasMustTailInVarArgFunc" => p.has_must_tail_in_var_arg_func = h.bool(n, key)?,
            "hasTailCall" => p.has_tail_call = h.bool(n, key)?,
            "localFrameSize" => p.local_frame_size = h.int(n, key)?,
            "stackProtector" => {
                let s = h.str(n, key)?.to_string();
                mf.frame.props.stack_protector = mf.intern(&s);
            }
            "savePoint" | "restorePoint" => {
                let s = h.str(n, key)?.to_string();
                let id = mf.intern(&s);
                if key == "savePoint" {
                    mf.frame.props.save_point = id;
                } else {
                    mf.frame.props.restore_point = id;
                }
                points.push((n, key == "savePoint"));
            }
            _ => return Err(h.unknown_key(*kpos, key, "frameInfo")),
        }
    }
    Ok(())
}

fn parse_stack(h: &Header, mf: &mut MachineFunction, v: &Node, fixed: bool) -> Result<(), Diagnostic> {
    let section = if fixed { "fixedStack" } else { "stack" };
    let default_stack = mf.intern("default");
    let mut next_id = 0;
    for item in h.seq(v, section)? {
        let mut obj = StackObject::new(StackObjectKind::Default, 0, 1, default_stack);
        let mut id = None;
        for (k, kpos, node) in h.map(item, section)? {
            let key = k.as_str();
            let text = |mf: &mut MachineFunction| -> Result<StrId, Diagnostic> { Ok(mf.intern(h.str(node, key)?)) };
            match key {
                "id" => {
                    let n: usize = h.int(node, key)?;
                    // Ids of deleted objects are skipped, so they only need to increase.
                    if n < next_id || n >= 1 << 20 {
                        return Err(h.err(node, format!("{section} ids must increase")));
                    }
                    id = Some(n);
                }
                "name" if !fixed => obj.name = text(mf)?,
                "type" => {
                    let s = h.str(node, key)?;
                    obj.kind = StackObjectKind::from_mir_name(s).ok_or_else(|| h.err(node, format!("unknown stack object type '{s}'")))?;
                }
                "offset" => obj.offset = h.int(node, key)?,
                "size" => obj.size = h.int(node, key)?,
                "alignment" => obj.alignment = h.int(node, key)?,
                "stack-id" => obj.stack_id = text(mf)?,
                "isImmutable" if fixed => obj.is_immutable = h.bool(node, key)?,
                "isAliased" if fixed => obj.is_aliased = h.bool(node, key)?,
                "callee-saved-register" => obj.callee_saved_register = h.phys_reg(node, key)?,
                "callee-saved-restored" => obj.callee_saved_restored = h.bool(node, key)?,
                "local-offset" if !fixed => obj.local_offset = Some(h.int(node, key)?),
                "debug-info-variable" => obj.debug_info_variable = text(mf)?,
                "debug-info-expression" => obj.debug_info_expression = text(mf)?,
                "debug-info-location" => obj.debug_info_location = text(mf)?,
                _ => return Err(h.unknown_key(*kpos, key, section)),
            }
        }
        let id = id.ok_or_else(|| h.err(item, format!("{section} entry has no 'id'")))?;
        let objects = if fixed { &mut mf.frame.fixed_objects } else { &mut mf.frame.objects };
        while objects.len() < id {
            let mut dead = StackObject::new(StackObjectKind::Default, 0, 1, default_stack);
            dead.is_dead = true;
            objects.push(dead);
        }
        objects.push(obj);
        next_id = id + 1;
    }
    Ok(())
}
