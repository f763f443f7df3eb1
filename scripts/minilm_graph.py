"""Build and check the all-MiniLM-L6-v2 ONNX graph from its safetensors weights (no torch).

Owns: the BERT encoder graph (embeddings, 6 post-LN transformer layers, exact-erf GELU) followed
by sentence-transformers' pooling recipe (attention-masked mean, then L2 normalisation), and an
independent numpy forward pass to check it. Must not touch: downloads, pins or install layout
(install_model.py owns those).

Graph interface (what the Rust embedder relies on):
  inputs  input_ids, attention_mask, token_type_ids   int64 [batch, seq]
  outputs sentence_embedding  float32 [batch, 384]  (unit length)
          last_hidden_state   float32 [batch, seq, 384]

Pitfall handled here: onnxruntime's optimiser miscompiles Gather(position_embeddings,
Range(0, S)), so positions come from a Slice of the table by the input's own length.
"""

from __future__ import annotations

import ctypes
import json
import math
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper
from safetensors.numpy import load_file

OPSET = 17
IR_VERSION = 8
# Large negative additive mask: exp() of it underflows to exactly 0 in float32, so padded
# positions contribute nothing and a phrase embeds the same alone or in a padded batch.
MASK_NEG = -1.0e9


class _Graph:
    def __init__(self) -> None:
        self.nodes: list = []
        self.inits: list = []
        self.n = 0

    def name(self, hint: str) -> str:
        self.n += 1
        return f"{hint}_{self.n}"

    def const(self, hint: str, value: np.ndarray) -> str:
        name = self.name(hint)
        self.inits.append(numpy_helper.from_array(value, name))
        return name

    def op(self, op_type: str, inputs: list[str], hint: str | None = None, **attrs) -> str:
        out = self.name(hint or op_type.lower())
        self.nodes.append(helper.make_node(op_type, inputs, [out], **attrs))
        return out

    def linear(self, x: str, w: np.ndarray, b: np.ndarray, hint: str) -> str:
        # torch Linear stores [out, in]; MatMul wants [in, out].
        wt = self.const(f"{hint}_w", np.ascontiguousarray(w.T))
        bias = self.const(f"{hint}_b", b)
        return self.op("Add", [self.op("MatMul", [x, wt]), bias], hint)

    def layer_norm(self, x: str, w: np.ndarray, b: np.ndarray, eps: float, hint: str) -> str:
        return self.op(
            "LayerNormalization",
            [x, self.const(f"{hint}_g", w), self.const(f"{hint}_b", b)],
            hint, axis=-1, epsilon=eps,
        )


def _config(config_path: Path) -> dict:
    cfg = json.loads(Path(config_path).read_text())
    if cfg.get("model_type") != "bert" or cfg.get("hidden_act") != "gelu":
        raise SystemExit(f"error: unexpected model config: {cfg.get('model_type')}/{cfg.get('hidden_act')}")
    return cfg


def build(weights_path: Path, config_path: Path, out_path: Path) -> None:
    cfg = _config(config_path)
    w = load_file(str(weights_path))
    hidden, heads = cfg["hidden_size"], cfg["num_attention_heads"]
    head_dim = hidden // heads
    eps = float(cfg["layer_norm_eps"])
    g = _Graph()

    ids, mask, types = "input_ids", "attention_mask", "token_type_ids"
    i64 = lambda *v: np.array(v, dtype=np.int64)  # noqa: E731

    # Embeddings: word + token type + position (sliced by the input's length, see module doc).
    seq_len = g.op("Slice", [g.op("Shape", [ids]), g.const("one", i64(1)), g.const("two", i64(2))], "seq_len")
    pos = g.op("Slice", [g.const("pos_table", w["embeddings.position_embeddings.weight"]),
                         g.const("zero", i64(0)), seq_len, g.const("axis0", i64(0))], "pos")
    word = g.op("Gather", [g.const("word_table", w["embeddings.word_embeddings.weight"]), ids], "word")
    typ = g.op("Gather", [g.const("type_table", w["embeddings.token_type_embeddings.weight"]), types], "type")
    emb = g.op("Add", [g.op("Add", [word, typ]), pos], "emb")
    h = g.layer_norm(emb, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], eps, "emb_ln")

    # Additive attention bias [B, 1, 1, S]: 0 for real tokens, MASK_NEG for padding.
    mask_f = g.op("Cast", [mask], "mask_f", to=TensorProto.FLOAT)
    inv = g.op("Sub", [g.const("f_one", np.array(1.0, np.float32)), mask_f])
    bias = g.op("Mul", [inv, g.const("neg", np.array(MASK_NEG, np.float32))])
    bias = g.op("Unsqueeze", [bias, g.const("axes12", i64(1, 2))], "attn_bias")

    split_shape = g.const("split_shape", i64(0, 0, heads, head_dim))
    merge_shape = g.const("merge_shape", i64(0, 0, hidden))
    scale = g.const("scale", np.array(1.0 / math.sqrt(head_dim), np.float32))
    sqrt2 = g.const("sqrt2", np.array(math.sqrt(2.0), np.float32))
    half = g.const("half", np.array(0.5, np.float32))

    for i in range(cfg["num_hidden_layers"]):
        p = f"encoder.layer.{i}."
        a = p + "attention.self."

        def heads_of(x: str, perm: list[int]) -> str:
            return g.op("Transpose", [g.op("Reshape", [x, split_shape])], perm=perm)

        q = heads_of(g.linear(h, w[a + "query.weight"], w[a + "query.bias"], f"l{i}_q"), [0, 2, 1, 3])
        k = heads_of(g.linear(h, w[a + "key.weight"], w[a + "key.bias"], f"l{i}_k"), [0, 2, 3, 1])
        v = heads_of(g.linear(h, w[a + "value.weight"], w[a + "value.bias"], f"l{i}_v"), [0, 2, 1, 3])
        scores = g.op("Add", [g.op("Mul", [g.op("MatMul", [q, k]), scale]), bias], f"l{i}_scores")
        probs = g.op("Softmax", [scores], f"l{i}_probs", axis=-1)
        ctx = g.op("Transpose", [g.op("MatMul", [probs, v])], perm=[0, 2, 1, 3])
        ctx = g.op("Reshape", [ctx, merge_shape], f"l{i}_ctx")
        o = p + "attention.output."
        attn = g.linear(ctx, w[o + "dense.weight"], w[o + "dense.bias"], f"l{i}_attn_out")
        h1 = g.layer_norm(g.op("Add", [attn, h]), w[o + "LayerNorm.weight"], w[o + "LayerNorm.bias"], eps, f"l{i}_ln1")
        x = g.linear(h1, w[p + "intermediate.dense.weight"], w[p + "intermediate.dense.bias"], f"l{i}_inter")
        # Exact GELU (BERT's "gelu"): 0.5 x (1 + erf(x / sqrt 2)).
        gelu = g.op("Mul", [g.op("Mul", [x, half]), g.op("Add", [g.op("Erf", [g.op("Div", [x, sqrt2])]),
                                                                g.const("g_one", np.array(1.0, np.float32))])])
        out = g.linear(gelu, w[p + "output.dense.weight"], w[p + "output.dense.bias"], f"l{i}_out")
        h = g.layer_norm(g.op("Add", [out, h1]), w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"],
                         eps, f"l{i}_ln2")

    last = g.op("Identity", [h], "last")
    # Mean over real tokens, then L2 normalise (sentence-transformers Pooling + Normalize).
    m3 = g.op("Unsqueeze", [mask_f, g.const("axis2", i64(2))])
    summed = g.op("ReduceSum", [g.op("Mul", [last, m3]), g.const("axis1", i64(1))], keepdims=0)
    count = g.op("ReduceSum", [mask_f, g.const("axis1b", i64(1))], keepdims=1)
    mean = g.op("Div", [summed, g.op("Max", [count, g.const("tiny", np.array(1e-9, np.float32))])], "mean")
    norm = g.op("Sqrt", [g.op("ReduceSum", [g.op("Mul", [mean, mean]), g.const("axis1c", i64(1))], keepdims=1)])
    norm = g.op("Max", [norm, g.const("eps12", np.array(1e-12, np.float32))])
    g.nodes.append(helper.make_node("Div", [mean, norm], ["sentence_embedding"]))
    g.nodes.append(helper.make_node("Identity", [last], ["last_hidden_state"]))

    dyn = ["batch", "seq"]
    inputs = [helper.make_tensor_value_info(n, TensorProto.INT64, dyn) for n in (ids, mask, types)]
    outputs = [
        helper.make_tensor_value_info("sentence_embedding", TensorProto.FLOAT, ["batch", hidden]),
        helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT, ["batch", "seq", hidden]),
    ]
    graph = helper.make_graph(g.nodes, "all_minilm_l6_v2", inputs, outputs, g.inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)],
                              producer_name="qlarify-install-model")
    model.ir_version = IR_VERSION
    onnx.checker.check_model(model, full_check=True)
    onnx.save_model(model, str(out_path))


def _erf(x: np.ndarray) -> np.ndarray:
    return np.vectorize(math.erf, otypes=[np.float64])(x)


def numpy_forward(w: dict, cfg: dict, ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """Reference forward pass in float64, written from the BERT definition, not from the graph."""
    f = {k: v.astype(np.float64) for k, v in w.items() if v.dtype == np.float32}
    hidden, heads = cfg["hidden_size"], cfg["num_attention_heads"]
    hd = hidden // heads
    eps = cfg["layer_norm_eps"]
    bsz, seq = ids.shape

    def ln(x, name):
        mu = x.mean(-1, keepdims=True)
        var = ((x - mu) ** 2).mean(-1, keepdims=True)
        return (x - mu) / np.sqrt(var + eps) * f[name + ".weight"] + f[name + ".bias"]

    def lin(x, name):
        return x @ f[name + ".weight"].T + f[name + ".bias"]

    x = (f["embeddings.word_embeddings.weight"][ids] + f["embeddings.token_type_embeddings.weight"][0]
         + f["embeddings.position_embeddings.weight"][np.arange(seq)][None])
    x = ln(x, "embeddings.LayerNorm")
    keep = mask.astype(bool)[:, None, None, :]
    for i in range(cfg["num_hidden_layers"]):
        p = f"encoder.layer.{i}."
        split = lambda t: t.reshape(bsz, seq, heads, hd).transpose(0, 2, 1, 3)  # noqa: E731
        q, k, v = (split(lin(x, p + f"attention.self.{n}")) for n in ("query", "key", "value"))
        s = q @ k.transpose(0, 1, 3, 2) / math.sqrt(hd)
        s = np.where(keep, s, -np.inf)
        s = np.exp(s - s.max(-1, keepdims=True))
        s = s / s.sum(-1, keepdims=True)
        ctx = (s @ v).transpose(0, 2, 1, 3).reshape(bsz, seq, hidden)
        x = ln(lin(ctx, p + "attention.output.dense") + x, p + "attention.output.LayerNorm")
        inter = lin(x, p + "intermediate.dense")
        inter = 0.5 * inter * (1.0 + _erf(inter / math.sqrt(2.0)))
        x = ln(lin(inter, p + "output.dense") + x, p + "output.LayerNorm")
    m = mask.astype(np.float64)[:, :, None]
    mean = (x * m).sum(1) / np.maximum(m.sum(1), 1e-9)
    return mean / np.linalg.norm(mean, axis=1, keepdims=True)


CHECK_PHRASES = [
    "hometown",
    "birthplace",
    "roll number",
    "total sales",
    "the average salary of every employee hired after the year two thousand in the sales department",
]


def verify(model_dir: Path, weights_path: Path, runtime_lib: Path) -> str:
    import onnxruntime as ort
    from tokenizers import Tokenizer

    # The shared library the Rust side will load must at least load here and expose its C API.
    if not hasattr(ctypes.CDLL(str(runtime_lib)), "OrtGetApiBase"):
        raise SystemExit(f"error: {runtime_lib} has no OrtGetApiBase")

    cfg = _config(model_dir / "config.json")
    tok = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
    tok.no_padding()  # tokenizer.json pads to 128; pad to the longest in the batch instead
    tok.enable_padding(pad_id=0, pad_token="[PAD]")
    enc = tok.encode_batch(CHECK_PHRASES)
    ids = np.array([e.ids for e in enc], dtype=np.int64)
    mask = np.array([e.attention_mask for e in enc], dtype=np.int64)

    opts = ort.SessionOptions()
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    sess = ort.InferenceSession(str(model_dir / "model.onnx"), opts, providers=["CPUExecutionProvider"])

    def run(i, m):
        return sess.run(["sentence_embedding"], {"input_ids": i, "attention_mask": m,
                                                 "token_type_ids": np.zeros_like(i)})[0]

    got = run(ids, mask)
    ref = numpy_forward(load_file(str(weights_path)), cfg, ids, mask)
    max_abs = float(np.abs(got - ref).max())
    min_cos = float(((got * ref).sum(1) / np.linalg.norm(got, axis=1)).min())
    # Padding invariance: each phrase alone (no padding at all) must match its padded batch row.
    alone = np.stack([run(ids[r:r + 1, : int(mask[r].sum())], mask[r:r + 1, : int(mask[r].sum())])[0]
                      for r in range(len(CHECK_PHRASES))])
    pad_dev = float(np.abs(alone - got).max())
    if not (max_abs < 1e-4 and min_cos > 0.99999 and pad_dev < 1e-5):
        raise SystemExit(f"error: ONNX graph disagrees with numpy: max|d|={max_abs:.2e} "
                         f"min cos={min_cos:.7f} padding dev={pad_dev:.2e}")
    sim = got @ got.T
    return (f"onnxruntime vs numpy: max|d|={max_abs:.1e}, min cos={min_cos:.7f}; padding dev={pad_dev:.1e}; "
            f"cos(hometown,birthplace)={sim[0, 1]:.3f} cos(hometown,roll number)={sim[0, 2]:.3f}")
