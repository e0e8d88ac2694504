"""MLIR's older spelling of data layout entries, which MLIR 22 still reads
(and prints in the newer one): `#dlti.dl_spec<#dlti.dl_entry<index, 32 :
i64>>` beside `#dlti.dl_spec<index = 32 : i64>`.  xDSL 0.74 reads only the
newer one ("Expected '='"); `amend_dlti_syntax()` lets its entry maps read
both, and print as before (the newer one, as MLIR 22 does).
"""

from __future__ import annotations

from xdsl.dialects import dlti as xdsl_dlti
from xdsl.dialects.builtin import ArrayAttr
from xdsl.ir import Dialect
from xdsl.parser import AttrParser


def _parse_entries(
    cls: type[xdsl_dlti.DLTIEntryMap], parser: AttrParser
) -> tuple[ArrayAttr[xdsl_dlti.DataLayoutEntryAttr]]:
    def parse_entry() -> xdsl_dlti.DataLayoutEntryAttr:
        key = parser.parse_attribute()
        if isinstance(key, xdsl_dlti.DataLayoutEntryAttr):
            return key
        parser.parse_punctuation("=")
        return xdsl_dlti.DataLayoutEntryAttr.new((key, parser.parse_attribute()))

    entries = parser.parse_comma_separated_list(parser.Delimiter.ANGLE, parse_entry)
    return (ArrayAttr(entries),)


_amended = False


def amend_dlti_syntax() -> None:
    """Lets xDSL's DLTI entry maps read `#dlti.dl_entry<key, value>` entries
    (once)."""
    global _amended
    if _amended:
        return
    _amended = True
    xdsl_dlti.DLTIEntryMap.parse_parameters = classmethod(_parse_entries)  # pyright: ignore[reportAttributeAccessIssue]


def amended_dlti() -> Dialect:
    """xDSL's `dlti` dialect, reading MLIR's older entries too."""
    amend_dlti_syntax()
    return xdsl_dlti.DLTI
