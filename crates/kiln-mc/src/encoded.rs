//! Instructions encoded ahead of the object streamer that places them, on another thread.
//!
//! A code generator compiling functions on several threads assembles them through one
//! streamer, in module order. Encoding an instruction needs only the target's encoder and a
//! [`Context`] to hold the expressions it builds, so each thread can encode its own
//! function's instructions into an [`EncodedInstructions`]: a context of the function's own
//! (its symbols and expressions), each instruction's bytes, fixups and the symbols it
//! names, and the `MCInst` of those the backend may still relax. The streamer's thread then
//! imports that context into the module's ([`EncodedInstructions::import`]: expressions
//! copied in one piece, symbols mapped) and splices each instruction in place
//! ([`crate::Streamer::emit_encoded_instruction`]), which leaves the module exactly as
//! streaming the `MCInst`s would have: the same fragments, fixups and symbol order.
//!
//! A symbol of the function's context is either named (entered by
//! [`Context::get_or_create_symbol`]: it stands for the module's symbol of that name) or
//! nameless (made by [`Context::create_local_label`] with label names off: a placeholder for
//! a symbol the importer supplies, such as a block's label, which the module numbers).

use std::sync::Arc;

use crate::context::{Context, ExprId, SymbolId};
use crate::expr::ExprNode;
use crate::inst::{MCInst, MCOperand};
use crate::target::{AsmBackend, CodeEmitter, Fixup};

/// The target's encoder and relaxation rules, shared by threads encoding ahead of a streamer
/// ([`crate::Streamer::instruction_encoder`]).
#[derive(Clone)]
pub struct InstructionEncoder {
    pub(crate) emitter: Arc<dyn CodeEmitter>,
    pub(crate) backend: Arc<dyn AsmBackend>,
}

/// One encoded instruction: where its pieces end in [`EncodedInstructions`]' lists.
#[derive(Clone, Copy, Debug)]
struct Entry {
    bytes_end: u32,
    fixups_end: u32,
    symbols_end: u32,
    /// Its index in `relaxable`, when the backend may relax it.
    relaxable: Option<u32>,
}

/// A run of instructions encoded ahead of their streamer. See the module documentation.
pub struct EncodedInstructions {
    /// The run's own symbols and expressions; instructions are lowered into it before
    /// [`InstructionEncoder::encode`] encodes them.
    pub ctx: Context,
    entries: Vec<Entry>,
    bytes: Vec<u8>,
    /// Each instruction's fixups, offsets from the instruction's start.
    fixups: Vec<Fixup>,
    /// The symbols each instruction's expressions name, in the order an object streamer
    /// visits them (operands, then fixups), with whether a TLS variant names them.
    symbols: Vec<(SymbolId, bool)>,
    relaxable: Vec<MCInst>,
    /// Reused by the expression walk, and each instruction's encoding and fixups.
    stack: Vec<ExprId>,
    inst_bytes: Vec<u8>,
    inst_fixups: Vec<Fixup>,
}

impl Default for EncodedInstructions {
    fn default() -> Self {
        let mut ctx = Context::default();
        ctx.label_names = false;
        EncodedInstructions { ctx, entries: Vec::new(), bytes: Vec::new(), fixups: Vec::new(), symbols: Vec::new(), relaxable: Vec::new(), stack: Vec::new(), inst_bytes: Vec::new(), inst_fixups: Vec::new() }
    }
}

impl EncodedInstructions {
    /// How many instructions are encoded.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The expressions of `e` in `ctx` visited as the object streamer visits them (depth
    /// first, right operand first), their symbols appended to `symbols`.
    fn collect_symbols(ctx: &Context, e: ExprId, stack: &mut Vec<ExprId>, symbols: &mut Vec<(SymbolId, bool)>) {
        stack.push(e);
        while let Some(e) = stack.pop() {
            match *ctx.expr(e) {
                ExprNode::Constant(_) => {}
                ExprNode::SymbolRef(s, variant) => symbols.push((s, variant.is_tls())),
                ExprNode::Unary(_, a) => stack.push(a),
                ExprNode::Binary(_, a, b) => {
                    stack.push(a);
                    stack.push(b);
                }
            }
        }
    }

    /// Maps this run's symbols and expressions into the module's `ctx`: named symbols to the
    /// module's symbols of those names, each nameless one to what `placeholder` gives for it
    /// (an error names one it has no symbol for).
    pub fn import<'a>(&'a self, ctx: &mut Context, mut placeholder: impl FnMut(SymbolId) -> Option<SymbolId>) -> Result<ImportedInstructions<'a>, String> {
        let local = &self.ctx;
        let mut symbols = Vec::with_capacity(local.symbol_count());
        for i in 0..local.symbol_count() as u32 {
            let id = SymbolId(i);
            let name = &local.symbol(id).name;
            let mapped = match local.lookup_symbol(name) {
                Some(named) if named == id => ctx.get_or_create_symbol(name),
                _ => placeholder(id).ok_or_else(|| format!("no symbol for the function-local label {i}"))?,
            };
            symbols.push(mapped);
        }
        let expr_base = ctx.exprs.len() as u32;
        let shift = |e: ExprId| ExprId(e.0 + expr_base);
        ctx.exprs.extend(local.exprs.iter().map(|node| match *node {
            ExprNode::Constant(c) => ExprNode::Constant(c),
            ExprNode::SymbolRef(s, variant) => ExprNode::SymbolRef(symbols[s.0 as usize], variant),
            ExprNode::Unary(op, a) => ExprNode::Unary(op, shift(a)),
            ExprNode::Binary(op, a, b) => ExprNode::Binary(op, shift(a), shift(b)),
        }));
        Ok(ImportedInstructions { code: self, symbols, expr_base })
    }
}

impl InstructionEncoder {
    /// Encodes `inst`, whose expressions are in `code.ctx`, as the next instruction of `code`.
    pub fn encode(&self, code: &mut EncodedInstructions, inst: &MCInst) -> Result<(), String> {
        // Into empty buffers, as the object streamer encodes (an emitter may count its
        // fixups' offsets from the start of the buffer).
        let (mut bytes, mut fixups) = (std::mem::take(&mut code.inst_bytes), std::mem::take(&mut code.inst_fixups));
        bytes.clear();
        fixups.clear();
        let encoded = self.emitter.encode_instruction(&mut code.ctx, inst, &mut bytes, &mut fixups);
        let fixups_start = code.fixups.len();
        if encoded.is_ok() {
            code.bytes.extend_from_slice(&bytes);
            code.fixups.extend_from_slice(&fixups);
        }
        (code.inst_bytes, code.inst_fixups) = (bytes, fixups);
        encoded?;
        let (ctx, stack, symbols) = (&code.ctx, &mut code.stack, &mut code.symbols);
        inst.for_each_expression(&mut |e| EncodedInstructions::collect_symbols(ctx, e, stack, symbols));
        for f in &code.fixups[fixups_start..] {
            EncodedInstructions::collect_symbols(ctx, f.expr, stack, symbols);
        }
        let relaxable = self.backend.may_need_relaxation(inst).then(|| {
            code.relaxable.push(inst.clone());
            code.relaxable.len() as u32 - 1
        });
        code.entries.push(Entry { bytes_end: code.bytes.len() as u32, fixups_end: code.fixups.len() as u32, symbols_end: code.symbols.len() as u32, relaxable });
        Ok(())
    }
}

/// [`EncodedInstructions`] whose symbols and expressions are in the module's context.
pub struct ImportedInstructions<'a> {
    code: &'a EncodedInstructions,
    /// The module's symbol of each of the run's symbols.
    symbols: Vec<SymbolId>,
    /// The module's id of the run's expression 0 (the others follow it in order).
    expr_base: u32,
}

/// One imported instruction, as the streamer splices it.
pub struct ImportedInstruction<'i> {
    pub bytes: &'i [u8],
    /// Fixups as encoded: their expressions are the run's, [`ImportedInstruction::expr`] maps them.
    pub fixups: &'i [Fixup],
    /// The instruction, with the module's expressions, when the backend may relax it.
    pub relaxable: Option<MCInst>,
    symbols: &'i [(SymbolId, bool)],
    map: &'i [SymbolId],
    expr_base: u32,
}

impl ImportedInstruction<'_> {
    /// The module's expression of the run's `e`.
    pub fn expr(&self, e: ExprId) -> ExprId {
        ExprId(e.0 + self.expr_base)
    }

    /// The module's symbols the instruction names, in the order an object streamer visits
    /// them, each with whether a TLS variant names it.
    pub fn symbols(&self) -> impl Iterator<Item = (SymbolId, bool)> + '_ {
        self.symbols.iter().map(|&(s, tls)| (self.map[s.0 as usize], tls))
    }
}

impl ImportedInstructions<'_> {
    /// Instruction `index` of the run, mapped into the module's context.
    pub fn instruction(&self, index: usize) -> ImportedInstruction<'_> {
        let code = self.code;
        let entry = code.entries[index];
        let start = index.checked_sub(1).map(|p| code.entries[p]);
        let (b, f, s) = start.map_or((0, 0, 0), |p| (p.bytes_end as usize, p.fixups_end as usize, p.symbols_end as usize));
        let relaxable = entry.relaxable.map(|r| {
            let mut inst = code.relaxable[r as usize].clone();
            shift_expressions(&mut inst, self.expr_base);
            inst
        });
        ImportedInstruction { bytes: &code.bytes[b..entry.bytes_end as usize], fixups: &code.fixups[f..entry.fixups_end as usize], relaxable, symbols: &code.symbols[s..entry.symbols_end as usize], map: &self.symbols, expr_base: self.expr_base }
    }
}

/// Adds `base` to every expression operand of `inst`, nested instructions included.
fn shift_expressions(inst: &mut MCInst, base: u32) {
    for op in &mut inst.operands {
        match op {
            MCOperand::Expr(e) => e.0 += base,
            MCOperand::Inst(i) => shift_expressions(i, base),
            _ => {}
        }
    }
}
