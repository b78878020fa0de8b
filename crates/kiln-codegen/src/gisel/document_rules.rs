//! The rule set of the Legalizer document's examples (`../shared/seeds/`, Legalizer.rst), for
//! tests: its recommended rule set for G_ADD, G_SUB, G_MUL, G_AND, G_OR, G_XOR and G_SHL as the
//! document writes it, plus what its other examples and its minimum rule set need and nothing
//! of any target. `kiln llc -run-pass=legalizer -legalizer-rules=document-example` uses it, so
//! MIR file tests show the document's examples legalized by the document's rules.

use super::legalizer_info::predicates::{all, is_scalar};
use super::legalizer_info::LegalityQuery;
use super::legalizer_info::{LegalityPredicate, LegalizerInfo};
use super::llt::types::*;
use crate::target::target_opcode::*;

/// Type index 0 and 1 are scalars, 0 wider (`wider`) or narrower than 1.
fn scalar_resize(wider: bool) -> LegalityPredicate {
    let sizes = move |q: &LegalityQuery| match (q.ty(0), q.ty(1)) {
        (Some(a), Some(b)) => (a.scalar_bits() > b.scalar_bits()) == wider,
        _ => false,
    };
    all(vec![is_scalar(0), is_scalar(1), Box::new(sizes)])
}

/// The document's rules (64-bit pointers).
pub fn document_example_rules() -> LegalizerInfo {
    let mut info = LegalizerInfo::new(64);
    // "The recommended API looks like this".
    info.actions(&[G_ADD, G_SUB, G_MUL, G_AND, G_OR, G_XOR, G_SHL])
        .legal_for(&[S32, S64, V2S32, V4S32, V2S64])
        .clamp_scalar(0, S32, S64)
        .widen_scalar_to_next_pow2(0)
        .clamp_num_elements(0, V2S32, V4S32)
        .clamp_num_elements(0, V2S64, V2S64)
        .more_elements_to_next_pow2(0);
    // The minimum rule set: G_ANYEXT widens and G_TRUNC narrows any scalar, G_IMPLICIT_DEF and
    // G_PHI take every type, at least one G_FRAME_INDEX and G_BLOCK_ADDR.
    info.actions(&[G_ANYEXT]).legal_if(scalar_resize(true));
    info.actions(&[G_TRUNC]).legal_if(scalar_resize(false));
    info.actions(&[G_IMPLICIT_DEF, G_PHI]).legal();
    info.actions(&[G_FRAME_INDEX, G_BLOCK_ADDR]).legal_for(&[P0]);
    // "G_SEXT can lower to G_ANYEXT, G_CONSTANT, G_SHL, G_ASHR", which "can further lower to
    // other operations or target instructions": legal where G_SHL is.
    info.actions(&[G_SEXT]).lower();
    info.actions(&[G_CONSTANT]).legal_for(&[S32, S64]).clamp_scalar(0, S32, S64).widen_scalar_to_next_pow2(0);
    info.actions(&[G_ASHR]).legal_for(&[(S32, S32), (S64, S64)]).clamp_scalar(0, S32, S64).widen_scalar_to_next_pow2(0);
    info
}
