// RISCVInstrInfoM.td - the M extension: multiplication and division, with the
// 32-bit *W forms of RV64.

def MUL : ALU_rr<0b0000001, 0b000, "mul">;
def MULH : ALU_rr<0b0000001, 0b001, "mulh">;
def MULHSU : ALU_rr<0b0000001, 0b010, "mulhsu">;
def MULHU : ALU_rr<0b0000001, 0b011, "mulhu">;
def DIV : ALU_rr<0b0000001, 0b100, "div">;
def DIVU : ALU_rr<0b0000001, 0b101, "divu">;
def REM : ALU_rr<0b0000001, 0b110, "rem">;
def REMU : ALU_rr<0b0000001, 0b111, "remu">;
def MULW : ALU_rr<0b0000001, 0b000, "mulw", OPC_OP_32>;
def DIVW : ALU_rr<0b0000001, 0b100, "divw", OPC_OP_32>;
def DIVUW : ALU_rr<0b0000001, 0b101, "divuw", OPC_OP_32>;
def REMW : ALU_rr<0b0000001, 0b110, "remw", OPC_OP_32>;
def REMUW : ALU_rr<0b0000001, 0b111, "remuw", OPC_OP_32>;
