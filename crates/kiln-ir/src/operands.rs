//! [`Operands`]: an instruction's operand list, read as a slice of [`Value`]s.
//!
//! Up to three operands (`Operands::INLINE`) live inside the instruction, more in a heap vector
//! (kiln-support's [`InlineVec`], which the machine instructions' operand lists are too).
//! Loads, stores, casts, binary operators, compares, selects, branches and most
//! `getelementptr`s have at most three, so reading a module allocates no list for them and
//! every later walk over an instruction's operands stays in its cache line (a `Vec` per
//! instruction cost the reader an allocation, the code generator a free and each pass over
//! the module a cache miss per instruction).

use kiln_support::inline_vec::{Filler, InlineVec};

use crate::value::Value;

impl Filler for Value {
    const FILLER: Value = Value::Arg(0);
}

/// An operand list: up to three values in place, any number on the heap.
pub type Operands = InlineVec<Value, 3>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_of_any_length_read_as_their_values() {
        let values: Vec<Value> = (0..7).map(Value::Arg).collect();
        for len in 0..values.len() {
            let mut pushed = Operands::new();
            for &v in &values[..len] {
                pushed.push(v);
            }
            let from_vec = Operands::from(values[..len].to_vec());
            assert_eq!(pushed.as_slice(), &values[..len]);
            assert_eq!(pushed, from_vec);
            assert_eq!(from_vec.is_inline(), len <= Operands::INLINE);
            assert_eq!(format!("{pushed:?}"), format!("{:?}", &values[..len]));
        }
    }
}
