#include "io/ucc_protocol.h"
