//! `uselistorder` and `uselistorder_bb` directives (what `llvm-reduce` and `llvm-dis
//! -preserve-ll-uselistorder` write): they fix the order of a value's use list so that LLVM's
//! passes see the uses in the order they had before the module was written. Nothing in kiln
//! depends on the order of a value's uses, so a directive is checked and has no effect.

use super::lexer::Tok;
use super::{PResult, Parser};

impl Parser<'_> {
    /// `uselistorder <ty> <value>, { i, j, ... }`, at the top level or at the end of a
    /// function body (where the value may be a local).
    pub(super) fn parse_use_list_order(&mut self) -> PResult<()> {
        self.expect_word("uselistorder")?;
        self.parse_typed_value()?;
        self.expect_punct(b',')?;
        self.parse_use_list_indexes()
    }

    /// `uselistorder_bb @function, %block, { i, j, ... }` (a block's uses by `blockaddress`).
    pub(super) fn parse_use_list_order_bb(&mut self) -> PResult<()> {
        self.expect_word("uselistorder_bb")?;
        if !matches!(self.tok.tok, Tok::Global { .. } | Tok::GlobalNum(_)) {
            return self.err_here("expected a function name in 'uselistorder_bb'");
        }
        self.advance();
        self.expect_punct(b',')?;
        if !matches!(self.tok.tok, Tok::Local { .. } | Tok::LocalNum(_)) {
            return self.err_here("expected a basic block name in 'uselistorder_bb'");
        }
        self.advance();
        self.expect_punct(b',')?;
        self.parse_use_list_indexes()
    }

    /// `{ i, j, ... }`: a permutation of `0..n`, `n >= 2`, that changes the order.
    fn parse_use_list_indexes(&mut self) -> PResult<()> {
        let open = self.tok.pos;
        self.expect_punct(b'{')?;
        let mut indexes = Vec::new();
        loop {
            let pos = self.tok.pos;
            let i = self.expect_u32()?;
            indexes.push((i, pos));
            if !self.eat_punct(b',') {
                break;
            }
        }
        self.expect_punct(b'}')?;
        if indexes.len() < 2 {
            return self.err(open, "expected more than one index in 'uselistorder'");
        }
        let mut seen = vec![false; indexes.len()];
        for &(i, pos) in &indexes {
            match seen.get_mut(i as usize) {
                None => return self.err(pos, "index out of range in 'uselistorder'"),
                Some(true) => return self.err(pos, "index repeated in 'uselistorder'"),
                Some(s) => *s = true,
            }
        }
        if indexes.iter().enumerate().all(|(k, &(i, _))| i as usize == k) {
            return self.err(open, "'uselistorder' indexes must change the order");
        }
        Ok(())
    }
}
