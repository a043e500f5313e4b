"""docs/RULES.md is the statement of the rules the tests and the engine quote (issue 26, part 5).

The citation format, the one form every test and module under ``game/`` uses::

    docs/RULES.md [where]: "quoted words" [; more: "more quoted words"] ...

``where`` is optional: a step of "One hand" (``docs/RULES.md 8``, ``docs/RULES.md 6-7``), a case
(``docs/RULES.md case 3``), a section ("Tricks"), a preset (```cutthroat```) or an optional rule
(``Ticks``).  Every double-quoted passage from the citation to the end of its sentence (a ``.``,
``!`` or ``?`` outside the quotes, a blank line, or the end of the docstring or comment block)
is a quotation of docs/RULES.md and must be found there word for word, where ``...`` stands for
words left out (the parts must appear in order).  A quotation inside a quotation uses single
quotes; bold, backticks, line breaks and the kind of quote mark do not count.

The path is always written ``docs/RULES.md``: any other spelling (the bare file name, a path
outside the repository) fails, so a fresh clone can read every rule its tests quote.  The rule
texts of the refusal table (``tests/robustness/test_refusal_texts.py``) are quotations too.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from dataclasses import dataclass
from pathlib import Path

import pytest

from game.engine.rules import PRESET_NAMES, RuleSet

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "RULES.md"
CITE = "docs/RULES.md"
SCANNED = ("game", "tests")
SECTIONS = ("Cards", "Tricks", "One hand", "Presets", "Optional rules",
            "Cases that implementations often get wrong")
STEPS = ("Deal", "Auction", "Trump", "Draw", "Play", "Points", "Score", "Game")

_QUOTE_MARKS = str.maketrans({"\u201c": "'", "\u201d": "'", "\u2018": "'", "\u2019": "'", '"': "'"})
_SENTENCE_END = re.compile(r"[.!?][)\]]*(?:\s|$)|\n[ \t]*\n")
_PATHS = re.compile(r"[\w./~\\-]*RULES\.md")
_WHERE_STEP = re.compile(r"\s*(\d+)(?:\s*-\s*(\d+))?\b")
_WHERE_CASE = re.compile(r"\s*case\s+(\d+)\b")


def normalise(text: str) -> str:
    """Markdown emphasis and code marks dropped, every quote mark one mark, whitespace one space."""
    text = text.replace("**", "").replace("`", "").replace("*", "").translate(_QUOTE_MARKS)
    return " ".join(text.split())


def doc_text() -> str:
    return DOC.read_text(encoding="utf-8")


def found_in(quote: str, doc: str) -> bool:
    """``quote`` (``...`` for words left out) appears in the normalised ``doc``, parts in order."""
    at = 0
    for part in re.split(r"\.\.\.|\u2026", normalise(quote)):
        part = part.strip()
        if not part:
            continue
        hit = doc.find(part, at)
        if hit < 0:
            return False
        at = hit + len(part)
    return True


@dataclass(frozen=True)
class Quotation:
    where: str      # path:line of the text that holds the citation
    reference: str  # the words between the path and the first quotation (step, case, section...)
    quote: str


@dataclass(frozen=True)
class Block:
    """A docstring, a string or a run of comment lines: the text a citation lives in."""
    path: str
    line: int
    text: str


def blocks_of(source: str, path: str) -> list[Block]:
    """Strings (their values) and comments (consecutive whole-line comments joined) of a module."""
    out: list[Block] = []
    comment: list[str] = []
    comment_start = comment_end = 0
    lines = source.splitlines()

    def flush() -> None:
        if comment:
            out.append(Block(path, comment_start, "\n".join(comment)))
            comment.clear()

    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT:
            row = tok.start[0]
            whole_line = lines[row - 1][:tok.start[1]].strip() == ""
            if not (comment and whole_line and row == comment_end + 1):
                flush()
                comment_start = row
            comment.append(tok.string.lstrip("#").strip())
            comment_end = row
            if not whole_line:
                flush()
        elif tok.type in (tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT):
            continue
        else:
            flush()
            if tok.type == tokenize.STRING:
                try:
                    value = ast.literal_eval(tok.string)
                except (ValueError, SyntaxError):
                    value = tok.string
                if isinstance(value, bytes):
                    value = value.decode("utf-8", "replace")
                out.append(Block(path, tok.start[0], str(value)))
    flush()
    return out


def quotations_in(block: Block) -> tuple[list[Quotation], list[str]]:
    """The quotations a block attributes to docs/RULES.md, and what is wrong with its citations."""
    found: list[Quotation] = []
    problems: list[str] = []
    text = block.text
    for cite in re.finditer(re.escape(CITE), text):
        line = block.line + text.count("\n", 0, cite.start())
        where = f"{block.path}:{line}"
        rest = text[cite.end():]
        reference = rest[:rest.find('"')] if '"' in rest else rest
        problems += reference_problems(reference, where)
        at, ended = 0, False
        for quote in re.finditer(r'"([^"]*)"', rest):
            gap = rest[at:quote.start()]
            if _SENTENCE_END.search(gap) or ended and gap.strip()[:1].isupper():
                break
            at = quote.end()
            words = quote.group(1)
            ended = words.rstrip()[-1:] in (".", "!", "?")
            if not words.strip() or words[0] in " \t" or words[-1] in " \t":
                problems.append(f"{where}: a quotation with a quotation inside it ({quote.group(0)!r}): "
                                f"use single quotes inside")
                continue
            found.append(Quotation(where, reference.strip(), words))
        else:
            opening = rest.find('"', at)
            if opening >= 0 and not _SENTENCE_END.search(rest[at:opening]):
                problems.append(f"{where}: an unclosed quotation after {CITE}")
    return found, problems


def reference_problems(reference: str, where: str) -> list[str]:
    """A step number must be one of "One hand" 1-8, a case one of the listed cases."""
    problems = []
    step = _WHERE_STEP.match(reference)
    if step:
        for number in filter(None, step.groups()):
            if not 1 <= int(number) <= len(STEPS):
                problems.append(f"{where}: {CITE} {number}: \"One hand\" has steps 1 to {len(STEPS)}")
    case = _WHERE_CASE.match(reference)
    if case and int(case.group(1)) not in case_numbers():
        problems.append(f"{where}: {CITE} case {case.group(1)} is not one of the listed cases")
    return problems


def case_numbers() -> set[int]:
    text = doc_text()
    section = text[text.index("## Cases that implementations often get wrong"):]
    return {int(n) for n in re.findall(r"^(\d+)\. ", section, re.M)}


def scanned_files() -> list[Path]:
    here = Path(__file__).resolve()
    files = [p for top in SCANNED for p in sorted((ROOT / top).rglob("*"))
             if p.suffix in (".py", ".json", ".toml", ".md", ".txt") and p.is_file()]
    return [p for p in files if p.resolve() != here and "__pycache__" not in p.parts]


def all_citations() -> tuple[list[Quotation], list[str]]:
    quotations: list[Quotation] = []
    problems: list[str] = []
    for path in scanned_files():
        if path.suffix != ".py":
            continue
        rel = path.relative_to(ROOT).as_posix()
        for block in blocks_of(path.read_text(encoding="utf-8"), rel):
            found, wrong = quotations_in(block)
            quotations += found
            problems += wrong
    return quotations, problems


def missing(quotations: list[Quotation]) -> list[str]:
    doc = normalise(doc_text())
    return [f"{q.where}: {CITE} {q.reference} {q.quote!r}" for q in quotations if not found_in(q.quote, doc)]


# ---------------------------------------------------------------------------------- the document

def test_the_rules_are_in_the_repository_and_say_the_tests_quote_them() -> None:
    text = doc_text()
    opening = normalise(text[:600])
    assert "the statement of the rules" in opening and "tests quote" in opening
    headings = re.findall(r"^## (.+?)\s*$", text, re.M)
    assert [h for h in headings if h in SECTIONS] == list(SECTIONS), headings
    one_hand = text[text.index("## One hand"):text.index("## Presets")]
    steps = re.findall(r"^(\d)\. \*\*(\w+)\*\*:", one_hand, re.M)
    assert steps == [(str(n), name) for n, name in enumerate(STEPS, 1)]
    assert case_numbers() >= set(range(1, 9))


def test_every_switch_and_preset_of_the_engine_is_stated() -> None:
    """The page keeps up with the engine: each ``RuleSet`` field and each preset is named in it."""
    text = doc_text()
    fields = [name for name in RuleSet.__dataclass_fields__ if name != "name"]
    assert [f for f in fields if f"`{f}`" not in text] == []
    assert [p for p in PRESET_NAMES if f"`{p}`" not in text and f"**{p}**" not in text] == []


# --------------------------------------------------------------------------------- the citations

def test_every_citation_names_docs_rules_md() -> None:
    """No bare ``RULES.md`` and no path outside the repository: one spelling, ``docs/RULES.md``."""
    wrong = []
    for path in scanned_files():
        text = path.read_text(encoding="utf-8")
        for match in _PATHS.finditer(text):
            if match.group(0) != CITE:
                line = text.count("\n", 0, match.start()) + 1
                wrong.append(f"{path.relative_to(ROOT).as_posix()}:{line}: {match.group(0)}")
    assert wrong == []


def test_every_quotation_attributed_to_the_rules_is_in_them() -> None:
    quotations, problems = all_citations()
    assert len(quotations) > 150      # the tests and the engine quote the rules a lot; none lost
    assert problems == []
    assert missing(quotations) == []


def test_the_refusal_table_quotes_the_rules() -> None:
    """Each refusal of the play, the auction and the draw names the words of the rule it applies."""
    from tests.robustness.refusals import SITUATIONS

    doc = normalise(doc_text())
    assert [(s.name, s.rule_text) for s in SITUATIONS if not found_in(s.rule_text, doc)] == []


# ------------------------------------------------------------------------ the checker itself

def _check(source: str) -> tuple[list[str], list[str]]:
    quotations, problems = [], []
    for block in blocks_of(source, "example.py"):
        found, wrong = quotations_in(block)
        quotations += found
        problems += wrong
    return missing(quotations), problems


def test_the_checker_finds_a_changed_word_in_a_docstring_spread_over_lines() -> None:
    good = 'def f():\n    """docs/RULES.md 8: "Game: first side\n    to 120."  Then other words."""\n'
    bad = good.replace("first side", "last side")
    assert _check(good) == ([], [])
    assert len(_check(bad)[0]) == 1


def test_the_checker_reads_comment_blocks_and_every_quotation_of_a_sentence() -> None:
    good = ('x = 1  # docs/RULES.md 5: "each trick\'s winner leads the next"\n'
            '# docs/RULES.md 5: "the player left of the bidder leads the first trick"; new-england: "the\n'
            '# bidder leads the first trick"; forty-five: "the dealer\'s left leads".\n')
    assert _check(good) == ([], [])
    assert len(_check(good.replace("dealer's left leads", "dealer leads"))[0]) == 1
    assert len(_check(good.replace("# bidder leads", "# bidder always leads"))[0]) == 1


def test_the_checker_stops_at_the_end_of_the_sentence_and_follows_ellipses() -> None:
    after = '"""docs/RULES.md 8: "Game: first side to 120." Then "not a rule" is not quoted."""'
    assert _check(after) == ([], [])
    parts = '"""docs/RULES.md 7: "if the bidding side ... scores 60"."""'
    assert _check(parts) == ([], [])
    assert len(_check(parts.replace("scores 60", "scores 90"))[0]) == 1
    out_of_order = '"""docs/RULES.md 7: "a bid of 30 made scores 60 ... if the bidding side"."""'
    assert len(_check(out_of_order)[0]) == 1


def test_the_checker_refuses_nested_quotes_and_bad_references() -> None:
    nested = '"""docs/RULES.md case 4: "not 60 (unless "all five tricks double" is on)"."""'
    assert _check(nested)[1]
    assert _check(nested.replace('"all five tricks double"', "'all five tricks double'")) == ([], [])
    assert _check('"""docs/RULES.md 9: "Game: first side to 120"."""')[1]
    assert _check('"""docs/RULES.md case 42: "Hold at 30"."""')[1]


@pytest.mark.parametrize("spelling", ["RULES.md", "../shared/RULES.md", "/work/shared/RULES.md",
                                      "shared/docs/RULES.md"])
def test_the_path_check_refuses_every_other_spelling(spelling: str) -> None:
    assert [m.group(0) for m in _PATHS.finditer(f'"""{spelling} 8: "Game"."""')] == [spelling]
    assert [m.group(0) for m in _PATHS.finditer(f"see {CITE}, step 8")] == [CITE]
