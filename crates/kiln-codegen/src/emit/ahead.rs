//! A function's instructions lowered and encoded on the thread that compiled it, ahead of the
//! AsmPrinter, when the output is an object ([`kiln_mc::encoded`]).
//!
//! With `-j N` the printer runs on one thread for the whole module, so what it does per
//! instruction is serial; MachineInstr → MCInst lowering and encoding were most of it. A
//! worker's [`FunctionEncoder`] does both into a function-local MC context: symbols by name
//! for globals and external symbols, and nameless placeholders for what the printer numbers
//! or owns (the function's block, constant-pool and jump-table labels, block addresses). The
//! printer then imports the [`EncodedFunction`] into the module's context and splices each
//! instruction where it would have lowered it ([`super::AsmPrinter::emit_function_encoded`]);
//! everything else (sections, labels, CFI, line entries, inline assembly, exception tables)
//! stays the printer's, in module order, so the object is byte-identical either way.

use kiln_ir::GlobalId;
use kiln_mc::encoded::{EncodedInstructions, ImportedInstructions, InstructionEncoder};
use kiln_mc::inst::{MCInst, MCOperand};
use kiln_mc::{Context, Streamer, SymbolId};
use rustc_hash::FxHashMap;

use super::function::{lowered_by_target, recycle_operands, FunctionLabels};
use super::{mc, LowerContext, Mangler, OperandSymbols, TargetAsmLowering};
use crate::mir::MachineFunction;

/// One function's instructions, lowered and encoded ahead of the printer.
pub struct EncodedFunction {
    code: EncodedInstructions,
    /// For each machine instruction the target lowers, in layout order, where its MCInsts end
    /// among `code`'s instructions.
    ends: Vec<u32>,
    /// What lowering or encoding machine instruction number `ends.len()` failed with: the
    /// printer reports it on reaching that instruction, as it would have met it.
    error: Option<String>,
    /// How many of `code`'s first symbols are the function's labels: blocks, constant-pool
    /// entries, jump tables, in [`FunctionLabels`] order.
    labels: usize,
    /// The placeholders of block addresses: function and IR block of each.
    block_addresses: Vec<(SymbolId, GlobalId, u32)>,
}

/// A worker's state for [`FunctionEncoder::encode`], kept from one function to the next.
pub struct FunctionEncoder<'m> {
    encoder: InstructionEncoder,
    mangler: Mangler<'m>,
    insts: Vec<MCInst>,
    spare_operands: Vec<Vec<MCOperand>>,
    operand_symbols: OperandSymbols,
    global_symbols: FxHashMap<Box<str>, SymbolId>,
    block_addresses: FxHashMap<(GlobalId, u32), SymbolId>,
}

impl<'m> FunctionEncoder<'m> {
    /// An encoder of `module`'s functions with a streamer's `encoder`.
    pub fn new(module: &'m kiln_ir::Module, encoder: InstructionEncoder) -> FunctionEncoder<'m> {
        FunctionEncoder {
            encoder,
            mangler: Mangler::new(module),
            insts: Vec::new(),
            spare_operands: Vec::new(),
            operand_symbols: OperandSymbols::default(),
            global_symbols: FxHashMap::default(),
            block_addresses: FxHashMap::default(),
        }
    }

    /// Lowers (with `target`) and encodes every instruction of `mf` that the printer would hand
    /// the target, stopping at the first that fails.
    pub fn encode(&mut self, target: &dyn TargetAsmLowering, mf: &MachineFunction) -> EncodedFunction {
        let mut code = EncodedInstructions::default();
        let labels = placeholder_labels(&mut code.ctx, mf);
        let label_count = code.ctx.symbol_count();
        self.operand_symbols.next_function();
        self.global_symbols.clear();
        self.block_addresses.clear();
        let mut ends = Vec::new();
        let mut error = None;
        'blocks: for &b in mf.layout() {
            for i in mf.block_insts(b) {
                let mi = mf.inst(i);
                if !lowered_by_target(target, mi.opcode) {
                    continue;
                }
                let mut insts = std::mem::take(&mut self.insts);
                insts.clear();
                let lowered = {
                    let mut cx = LowerContext {
                        ctx: &mut code.ctx,
                        mf,
                        mangler: &self.mangler,
                        block_addresses: &mut self.block_addresses,
                        global_symbols: &mut self.global_symbols,
                        labels: &labels,
                        spare_operands: &mut self.spare_operands,
                        operand_symbols: &mut self.operand_symbols,
                    };
                    target.lower_instruction(&mut cx, mi, &mut insts)
                };
                let encoded = lowered.and_then(|()| insts.iter().try_for_each(|inst| self.encoder.encode(&mut code, inst)));
                recycle_operands(&mut insts, &mut self.spare_operands);
                self.insts = insts;
                if let Err(e) = encoded {
                    error = Some(e);
                    break 'blocks;
                }
                ends.push(code.len() as u32);
            }
        }
        let mut block_addresses: Vec<_> = self.block_addresses.iter().map(|(&(func, block), &s)| (s, func, block)).collect();
        // In the order the instructions named them, as the printer made them.
        block_addresses.sort_unstable_by_key(|&(s, _, _)| s);
        EncodedFunction { code, ends, error, labels: label_count, block_addresses }
    }
}

/// The function's labels as placeholders, the first symbols of `ctx`.
fn placeholder_labels(ctx: &mut Context, mf: &MachineFunction) -> FunctionLabels {
    let mut placeholder = || ctx.create_local_label(format_args!(""));
    FunctionLabels {
        blocks: (0..mf.num_blocks()).map(|_| placeholder()).collect(),
        constant_pool: (0..mf.constants.len()).map(|_| placeholder()).collect(),
        jump_tables: (0..mf.jump_tables.tables.len()).map(|_| placeholder()).collect(),
    }
}

/// An [`EncodedFunction`] imported into the module's context, spliced instruction by
/// instruction as the printer meets them.
pub(crate) struct Splicer<'a> {
    function: &'a EncodedFunction,
    imported: ImportedInstructions<'a>,
    /// The next machine instruction (among those the target lowers) and MCInst.
    next_mi: usize,
    next_inst: usize,
}

impl<'a> Splicer<'a> {
    /// Imports `function` into `out`'s context, its placeholders bound to the printer's
    /// `labels` and block-address symbols (`block_address` makes one).
    pub(crate) fn new(
        function: &'a EncodedFunction,
        out: &mut dyn Streamer,
        labels: &FunctionLabels,
        mut block_address: impl FnMut(&mut Context, GlobalId, u32) -> SymbolId,
    ) -> Result<Splicer<'a>, String> {
        let ctx = out.context_mut();
        let addressed: Vec<(SymbolId, SymbolId)> = function.block_addresses.iter().map(|&(local, func, block)| (local, block_address(ctx, func, block))).collect();
        let fixed: Vec<SymbolId> = labels.blocks.iter().chain(&labels.constant_pool).chain(&labels.jump_tables).copied().collect();
        if fixed.len() != function.labels {
            return Err("the function's labels differ from those its instructions were encoded with".into());
        }
        let imported = function.code.import(ctx, |local| match fixed.get(local.0 as usize) {
            Some(&s) => Some(s),
            None => addressed.iter().find(|&&(l, _)| l == local).map(|&(_, s)| s),
        })?;
        Ok(Splicer { function, imported, next_mi: 0, next_inst: 0 })
    }

    /// Places the MCInsts of the next machine instruction the target lowers.
    pub(crate) fn emit_next(&mut self, out: &mut dyn Streamer) -> Result<(), String> {
        let Some(&end) = self.function.ends.get(self.next_mi) else {
            return Err(self.function.error.clone().unwrap_or_else(|| "more instructions than were encoded ahead".into()));
        };
        self.next_mi += 1;
        while self.next_inst < end as usize {
            out.emit_encoded_instruction(self.imported.instruction(self.next_inst)).map_err(mc)?;
            self.next_inst += 1;
        }
        Ok(())
    }

    /// Checks that every instruction encoded ahead was placed.
    pub(crate) fn finish(&self) -> Result<(), String> {
        match self.next_mi == self.function.ends.len() && self.function.error.is_none() {
            true => Ok(()),
            false => Err("fewer instructions than were encoded ahead".into()),
        }
    }
}
