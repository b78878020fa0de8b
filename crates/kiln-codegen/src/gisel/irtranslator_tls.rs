//! Thread-local addresses the target's selection does not build: under `-emulated-tls` the
//! address of a thread-local variable `X` is `__emutls_get_address(&__emutls_v.X)`, a call of
//! the run-time library on the control variable [`crate::prepare::emulated_tls`] added, as the
//! SelectionDAG lowers it (`isel/dag/expand.rs`). The call is built where the address is
//! needed: at -O0 right before each instruction that reads it, above -O0 once per block that
//! reads it (the SelectionDAG's per-block node), never in the entry block for the whole function
//! as other globals are; a constant expression over the variable is a constant, built once in
//! the entry block. Either way it comes before the reader's own call sequence when the reader
//! is a call (its arguments are translated first): no argument register it clobbers is live
//! across it.

use super::irtranslator::Translator;
use super::irtranslator_call::call_symbol_returning;
use super::llt::Llt;
use crate::mir::Reg;
use crate::prepare::emulated_tls::control_variable;
use crate::target::calling_conv::ArgFlags;
use crate::target::value_types::Evt;
use kiln_ir::{GlobalId, ThreadLocal, Value};

impl Translator<'_, '_> {
    /// Whether `g` is a thread-local variable reached through `__emutls_get_address`.
    pub(super) fn is_emulated_tls(&self, g: GlobalId) -> bool {
        self.module.global(g).thread_local != ThreadLocal::Default && self.target.tli.thread_local_reference_flags(g).is_none() && control_variable(self.module, g).is_some()
    }

    /// The address of `-emulated-tls` variable `g` in the machine block being filled: the
    /// block's earlier one, or a new call here (in the entry block's constants, for a constant
    /// expression: a new call there, which no block's cache holds).
    pub(super) fn emulated_tls_in_block(&mut self, g: GlobalId) -> Result<Reg, String> {
        if self.building_constant {
            return self.thread_local_address(g);
        }
        if let Some(&(_, _, r)) = self.emulated_tls.iter().find(|&&(b, v, _)| b == self.block && v == g) {
            return Ok(r);
        }
        let r = self.thread_local_address(g)?;
        self.emulated_tls.push((self.block, g, r));
        Ok(r)
    }

    /// The address of thread-local variable `g` when the target's TLS models do not reach it:
    /// `__emutls_get_address` of its control variable (`-emulated-tls`), or an error naming
    /// the variable when the module has none.
    pub(super) fn thread_local_address(&mut self, g: GlobalId) -> Result<Reg, String> {
        let Some(control) = control_variable(self.module, g) else {
            let name = String::from_utf8_lossy(self.module.global_name(g).unwrap_or_default()).into_owned();
            return Err(format!("the address of thread-local variable '{name}' is not translated in this TLS mode"));
        };
        let control = self.reg(Value::Global(control))?;
        let pointer: Evt = self.target.tli.pointer_ty(&self.layout.dl, 0).into();
        let results = call_symbol_returning(self, "__emutls_get_address", &[(control, pointer, ArgFlags::default())], &[(Llt::pointer(0), pointer)])?;
        results.first().copied().ok_or_else(|| "internal error: __emutls_get_address returned no register".to_string())
    }
}
