// InstrMapping.td - instruction relation models (the relation framework).
//
// A def deriving from InstrMapping relates instructions of `FilterClass`:
// instructions with equal values of every field in `RowFields` form a row;
// the values of `ColFields` place an instruction in a column. The row's
// instruction whose ColFields values equal `KeyCol` is the key; `ValueCols`
// lists the columns it maps to. The -gen-instr-relations back end emits, for
// `def getPredicated : InstrMapping`, a table sorted by key opcode and
// `fn get_predicated(opcode, column) -> Option<u32>`; an opcode that is not a
// key, or a row without an instruction in that column, gives None. Two
// instructions of one row with the same values of every ColField are an error.

#ifndef KILN_INSTR_MAPPING_TD
#define KILN_INSTR_MAPPING_TD

class InstrMapping {
  // Only instructions derived from this class take part.
  string FilterClass;

  // Fields whose values are equal for all instructions of a row.
  list<string> RowFields = [];

  // Fields whose values identify an instruction's column.
  list<string> ColFields = [];

  // ColFields values of the key instruction (the one looked up).
  list<string> KeyCol = [];

  // ColFields values of each result column, in column order.
  list<list<string>> ValueCols = [];
}

#endif // KILN_INSTR_MAPPING_TD
