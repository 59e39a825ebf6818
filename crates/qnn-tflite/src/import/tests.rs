//! Unit tests of the importer on small hand-built [`TfModel`]s. Expected attributes and clamps
//! are derived by hand from TFLite's rules (`tflite.md` §2.7, §3, `tflite-verified.md`), not
//! copied from the importer's output.

use super::*;
use crate::model::{
    FusedActivation as Act, Padding as TfPadding, TfOperator, TfOptions, TfQuant, TfSubgraph,
    TfTensor, TfType, WeightsFormat,
};
use qnn_arith::Rounding;
use qnn_ir::attrs::{HybridConvKernel, KernelLayout, Padding, Precision};
use qnn_ir::{DType, Data, Op, QParams, Tensor, ValueDef};
use BuiltinOperator as O;

// ---- model building -------------------------------------------------------------------------

fn quant(scale: f32, zp: i64) -> Option<TfQuant> {
    Some(TfQuant {
        scales: vec![scale],
        zero_points: vec![zp],
        quantized_dimension: 0,
        has_details: false,
    })
}

fn quant_axis(dim: i32, scales: &[f32]) -> Option<TfQuant> {
    Some(TfQuant {
        scales: scales.to_vec(),
        zero_points: vec![0; scales.len()],
        quantized_dimension: dim,
        has_details: false,
    })
}

/// A non-constant tensor.
fn act(name: &str, ty: TfType, shape: &[i32], q: Option<TfQuant>) -> TfTensor {
    TfTensor {
        name: name.into(),
        ty,
        shape: shape.to_vec(),
        data: None,
        quant: q,
        shape_signature: None,
        is_variable: false,
        sparsity: None,
    }
}

/// A constant tensor from integer values (little-endian in `ty`'s width).
fn constant(name: &str, ty: TfType, shape: &[i32], values: &[i64], q: Option<TfQuant>) -> TfTensor {
    let width = ty.element_size().unwrap_or(1);
    let data = values
        .iter()
        .flat_map(|v| v.to_le_bytes()[..width].to_vec())
        .collect();
    TfTensor {
        data: Some(data),
        ..act(name, ty, shape, q)
    }
}

fn op(
    index: usize,
    opcode: BuiltinOp,
    inputs: &[i32],
    outputs: &[usize],
    options: TfOptions,
) -> TfOperator {
    TfOperator {
        index,
        opcode,
        version: 1,
        inputs: inputs.iter().map(|&i| usize::try_from(i).ok()).collect(),
        outputs: outputs.to_vec(),
        intermediates: Vec::new(),
        options,
    }
}

fn model(
    tensors: Vec<TfTensor>,
    operators: Vec<TfOperator>,
    inputs: &[usize],
    outputs: &[usize],
) -> TfModel {
    TfModel {
        version: 3,
        description: Some("test".into()),
        subgraph: TfSubgraph {
            name: None,
            tensors,
            operators,
            inputs: inputs.to_vec(),
            outputs: outputs.to_vec(),
        },
        others: Vec::new(),
        signatures: Vec::new(),
    }
}

fn conv_options(stride_h: i32, stride_w: i32, activation: Act) -> TfOptions {
    TfOptions::Conv2d {
        padding: TfPadding::Same,
        stride_w,
        stride_h,
        dilation_w: 1,
        dilation_h: 1,
        activation,
        quantized_bias_type: TfType::Float32,
    }
}

fn dw_options(depth_multiplier: i32) -> TfOptions {
    TfOptions::DepthwiseConv2d {
        padding: TfPadding::Valid,
        stride_w: 1,
        stride_h: 1,
        depth_multiplier,
        activation: Act::None,
        dilation_w: 1,
        dilation_h: 1,
    }
}

fn fc_options(keep_num_dims: bool, weights_format: WeightsFormat) -> TfOptions {
    TfOptions::FullyConnected {
        activation: Act::Relu,
        weights_format,
        keep_num_dims,
        asymmetric_quantize_inputs: false,
        quantized_bias_type: TfType::Float32,
    }
}

/// The ops of a graph other than constants.
fn ops(g: &Graph) -> Vec<&Op> {
    g.values()
        .iter()
        .filter_map(|v| match &v.def {
            ValueDef::Op { op, .. } if !matches!(op, Op::Const(_)) => Some(op),
            _ => None,
        })
        .collect()
}

fn single_op(g: &Graph) -> &Op {
    let ops = ops(g);
    assert_eq!(ops.len(), 1, "{}", qnn_ir::text::print(g));
    ops[0]
}

fn err(m: &TfModel) -> String {
    import(m).expect_err("import must fail").to_string()
}

/// Runs the imported graph on one input.
fn run1(g: &Graph, x: Tensor) -> Vec<i64> {
    let out = qnn_interp::run(g, &[x]).expect("runs");
    out[0].to_i64().expect("integer output")
}

// ---- convolutions ---------------------------------------------------------------------------

/// Input [1,3,3,2] q(0.5, 1); filter [2,1,1,2] per-axis; bias [2]; output q(1.0, -3), RELU6.
fn conv_model(options: TfOptions, bias_ty: TfType) -> TfModel {
    model(
        vec![
            act("x", TfType::Int8, &[1, 3, 3, 2], quant(0.5, 1)),
            constant(
                "w",
                TfType::Int8,
                &[2, 1, 1, 2],
                &[1, 2, -3, 4],
                quant_axis(0, &[0.25, 0.5]),
            ),
            constant("b", bias_ty, &[2], &[10, -20], None),
            act("y", TfType::Int8, &[1, 2, 3, 2], quant(1.0, -3)),
        ],
        vec![op(
            0,
            BuiltinOp::Builtin(O::Conv2d),
            &[0, 1, 2],
            &[3],
            options,
        )],
        &[0],
        &[3],
    )
}

#[test]
fn conv2d_attributes() {
    let g = import(&conv_model(conv_options(2, 1, Act::Relu6), TfType::Int32)).unwrap();
    assert_eq!(g.name, "test");
    let Op::QnnConv2d(a) = single_op(&g) else {
        panic!("not a conv")
    };
    assert_eq!(a.in_q, QParams::per_tensor(0.5, 1));
    assert_eq!(a.w_q, QParams::per_axis(0, &[0.25, 0.5], &[0, 0]));
    assert_eq!(a.out_q, Some(QParams::per_tensor(1.0, -3)));
    assert_eq!(a.strides, [2, 1]);
    assert_eq!(a.padding, Padding::Same);
    assert_eq!(a.dilation, [1, 1]);
    assert_eq!(a.groups, 1);
    assert_eq!(a.kernel_layout, KernelLayout::Ohwi);
    assert_eq!((a.acc, a.rounding), (DType::I32, Rounding::TfliteDouble));
    // RELU6 with scale 1, zp -3: [max(-128, -3 + 0), min(127, -3 + 6)].
    assert_eq!(a.clamp, Some([-3, 3]));
    // SAME, stride 2 x 1 on 3x3: ceil(3/2) x 3.
    let (_, out) = g.outputs()[0].clone();
    assert_eq!(g.ty(out).unwrap().to_string(), "tensor<1x2x3x2xi8>");
}

#[test]
fn conv2d_runs_a_hand_computed_pixel() {
    // 1x1 filter, stride 1: y[c] = clamp(MBQM(bias[c] + sum_i w[c,i] * (x[i] - 1), 0.5*ws[c]/1) - 3).
    let m = conv_model(conv_options(1, 1, Act::None), TfType::Int32);
    let g = import(&m).unwrap();
    let x = Tensor::from_i64(DType::I8, &[1, 3, 3, 2], &[5, 3].repeat(9)).unwrap();
    let y = run1(&g, x);
    // Channel 0: 10 + 1*4 + 2*2 = 18; * 0.125 = 2.25 -> 2; -3 -> -1.
    // Channel 1: -20 + (-3)*4 + 4*2 = -24; * 0.25 = -6 -> -6; -3 -> -9.
    assert_eq!(y, [-1, -9].repeat(9));
}

#[test]
fn grouped_conv_groups_from_channels() {
    let m = model(
        vec![
            act("x", TfType::Int8, &[1, 2, 2, 4], quant(0.5, 0)),
            constant(
                "w",
                TfType::Int8,
                &[2, 1, 1, 2],
                &[1, 1, 1, 1],
                quant(0.5, 0),
            ),
            act("y", TfType::Int8, &[1, 2, 2, 2], quant(1.0, 0)),
        ],
        vec![op(
            0,
            BuiltinOp::Builtin(O::Conv2d),
            &[0, 1, -1],
            &[2],
            conv_options(1, 1, Act::None),
        )],
        &[0],
        &[2],
    );
    let g = import(&m).unwrap();
    let Op::QnnConv2d(a) = single_op(&g) else {
        panic!("not a conv")
    };
    assert_eq!(a.groups, 2);
    // No bias operand: the optional input is -1.
    let conv = g
        .values()
        .iter()
        .find(|v| {
            matches!(
                &v.def,
                ValueDef::Op {
                    op: Op::QnnConv2d(_),
                    ..
                }
            )
        })
        .unwrap();
    let ValueDef::Op { args, .. } = &conv.def else {
        unreachable!()
    };
    assert_eq!(args.len(), 2);
}

fn dw_model(x_ty: TfType, bias_ty: TfType, depth_multiplier: i32) -> TfModel {
    let (zp, b) = if x_ty == TfType::Int16 {
        (0, bias_ty)
    } else {
        (2, TfType::Int32)
    };
    model(
        vec![
            act("x", x_ty, &[1, 3, 3, 2], quant(0.5, zp)),
            constant(
                "w",
                TfType::Int8,
                &[1, 2, 2, 4],
                &[1; 16],
                quant_axis(3, &[0.5, 0.5, 0.25, 0.25]),
            ),
            constant("b", b, &[4], &[0, 1, 2, 3], None),
            act("y", x_ty, &[1, 2, 2, 4], quant(1.0, zp)),
        ],
        vec![op(
            0,
            BuiltinOp::Builtin(O::DepthwiseConv2d),
            &[0, 1, 2],
            &[3],
            dw_options(depth_multiplier),
        )],
        &[0],
        &[3],
    )
}

#[test]
fn depthwise_is_ihwo_with_groups_in_channels() {
    let g = import(&dw_model(TfType::Int8, TfType::Int32, 2)).unwrap();
    let Op::QnnConv2d(a) = single_op(&g) else {
        panic!("not a conv")
    };
    assert_eq!(
        (a.groups, a.kernel_layout, a.padding),
        (2, KernelLayout::Ihwo, Padding::Valid)
    );
    assert_eq!(a.w_q.axis(), Some(3));
    // 8-bit: TFLite derives the multiplier from the shapes; the option is not used.
    assert!(import(&dw_model(TfType::Int8, TfType::Int32, 7)).is_ok());
}

#[test]
fn depthwise_16x8_checks_the_multiplier_and_bias() {
    let g = import(&dw_model(TfType::Int16, TfType::Int64, 2)).unwrap();
    let Op::QnnConv2d(a) = single_op(&g) else {
        panic!("not a conv")
    };
    assert_eq!((a.acc, a.rounding), (DType::I64, Rounding::TfliteInt64));
    assert_eq!(
        err(&dw_model(TfType::Int16, TfType::Int64, 3)),
        "op 0 (DEPTHWISE_CONV_2D): depth_multiplier 3 does not match filter channels 4 / input channels 2 = 2 \
         (TFLite's 16x8 kernel uses the option)"
    );
    assert_eq!(
        err(&dw_model(TfType::Int16, TfType::Int32, 2)),
        "op 0 (DEPTHWISE_CONV_2D): the bias (input 2) (tensor 2 \"b\"): bias type i32 is not supported with \
         i16 inputs (8-bit: INT32; 16x8: INT64)"
    );
}

#[test]
fn conv_16x8_accumulator_follows_the_bias_type() {
    let m16 = |bias: TfType| {
        let mut m = conv_model(conv_options(1, 1, Act::None), bias);
        for t in [0, 3] {
            m.subgraph.tensors[t].ty = TfType::Int16;
            m.subgraph.tensors[t].quant = quant(0.5, 0);
        }
        m
    };
    let g = import(&m16(TfType::Int64)).unwrap();
    let Op::QnnConv2d(a) = single_op(&g) else {
        panic!("not a conv")
    };
    assert_eq!((a.acc, a.rounding), (DType::I64, Rounding::TfliteInt64));
    let g = import(&m16(TfType::Int32)).unwrap();
    let Op::QnnConv2d(a) = single_op(&g) else {
        panic!("not a conv")
    };
    assert_eq!((a.acc, a.rounding), (DType::I32, Rounding::TfliteDouble));
    // int16 activations must be symmetric.
    let mut m = m16(TfType::Int64);
    m.subgraph.tensors[0].quant = quant(0.5, 3);
    assert_eq!(
        err(&m),
        "op 0 (CONV_2D): input 0 (tensor 0 \"x\"): int16 tensors must have zero point 0 (16x8 scheme), found 3"
    );
}

#[test]
fn conv_option_problems() {
    let missing = conv_model(TfOptions::None, TfType::Int32);
    assert_eq!(
        err(&missing),
        "op 0 (CONV_2D): padding is unknown (the operator has no Conv2DOptions, so TFLite leaves its parameters zero)"
    );
    assert_eq!(
        err(&conv_model(conv_options(0, 1, Act::None), TfType::Int32)),
        "op 0 (CONV_2D): stride_h must be >= 1, found 0"
    );
    assert_eq!(
        err(&conv_model(conv_options(1, 1, Act::Tanh), TfType::Int32)),
        "op 0 (CONV_2D): fused activation TANH is not supported on quantized operators"
    );
    let mut declared = conv_model(conv_options(1, 1, Act::None), TfType::Int32);
    if let TfOptions::Conv2d {
        quantized_bias_type,
        ..
    } = &mut declared.subgraph.operators[0].options
    {
        *quantized_bias_type = TfType::Int64;
    }
    assert_eq!(
        err(&declared),
        "op 0 (CONV_2D): the bias (input 2) (tensor 2 \"b\"): has type i32 but quantized_bias_type says INT64"
    );
    let mut asym = conv_model(conv_options(1, 1, Act::None), TfType::Int32);
    asym.subgraph.tensors[1].quant.as_mut().unwrap().zero_points = vec![0, 5];
    assert_eq!(
        err(&asym),
        "op 0 (CONV_2D): the weight (tensor 1 \"w\"): int8 weights must have zero point 0 (TFLite's kernels ignore \
         it), found 5"
    );
    // A float input with int8 weights is a hybrid convolution: its bias must be float, and
    // TFLite's per-channel kernel needs a scale per output channel.
    let mut hybrid = conv_model(conv_options(1, 1, Act::None), TfType::Int32);
    hybrid.subgraph.tensors[0].ty = TfType::Float32;
    assert_eq!(
        err(&hybrid),
        "op 0 (CONV_2D): the bias (input 2) (tensor 2 \"b\"): must be FLOAT32 in a hybrid CONV_2D"
    );
    hybrid.subgraph.tensors[2] = TfTensor {
        data: Some(
            [1.5f32, -0.25]
                .iter()
                .flat_map(|v| v.to_le_bytes())
                .collect(),
        ),
        ..act("b", TfType::Float32, &[2], None)
    };
    hybrid.subgraph.tensors[3].ty = TfType::Float32;
    let g = import(&hybrid).unwrap();
    let Op::QnnHybridConv2d(a) = single_op(&g) else {
        panic!("not a hybrid conv")
    };
    assert_eq!(a.kernel, HybridConvKernel::ConvPerChannel);
    let mut equal = hybrid.clone();
    equal.subgraph.tensors[1].quant = quant_axis(0, &[0.5, 0.5]);
    let g = import(&equal).unwrap();
    let Op::QnnHybridConv2d(a) = single_op(&g) else {
        panic!("not a hybrid conv")
    };
    assert_eq!(
        a.kernel,
        HybridConvKernel::Conv,
        "equal scales take the per-tensor kernel"
    );
    let mut no_bias = equal.clone();
    no_bias.subgraph.operators[0].inputs[2] = None;
    assert_eq!(
        err(&no_bias),
        "op 0 (CONV_2D): a hybrid CONV_2D with one weight scale needs a bias (TFLite's kernel reads it unchecked)"
    );
    let mut grouped_one_scale = hybrid.clone();
    grouped_one_scale.subgraph.tensors[1] =
        constant("w", TfType::Int8, &[2, 1, 1, 1], &[1, -2], quant(0.5, 0));
    assert_eq!(
        err(&grouped_one_scale),
        "op 0 (CONV_2D): a hybrid CONV_2D with one weight scale for 2 output channels (TFLite's per-channel kernel reads a scale per channel)"
    );
    hybrid.subgraph.tensors[1]
        .quant
        .as_mut()
        .unwrap()
        .zero_points = vec![0, 5];
    assert_eq!(
        err(&hybrid),
        "op 0 (CONV_2D): the weight (tensor 1 \"w\"): hybrid weights must have zero point 0 (TFLite's kernel ignores it), found 5"
    );
    let mut arity = conv_model(conv_options(1, 1, Act::None), TfType::Int32);
    arity.subgraph.operators[0].inputs.truncate(1);
    assert_eq!(err(&arity), "op 0 (CONV_2D): takes 2 to 3 inputs, found 1");
}

// ---- fully connected ------------------------------------------------------------------------

fn fc_model(options: TfOptions, w_quant: Option<TfQuant>) -> TfModel {
    model(
        vec![
            act("x", TfType::Int8, &[1, 2, 3], quant(0.5, -1)),
            constant("w", TfType::Int8, &[2, 3], &[1, 2, 3, 4, 5, 6], w_quant),
            constant("b", TfType::Int32, &[2], &[7, 8], None),
            act("y", TfType::Int8, &[1, 2, 2], quant(0.25, 4)),
        ],
        vec![op(
            0,
            BuiltinOp::Builtin(O::FullyConnected),
            &[0, 1, 2],
            &[3],
            options,
        )],
        &[0],
        &[3],
    )
}

#[test]
fn fully_connected_attributes() {
    let g = import(&fc_model(
        fc_options(true, WeightsFormat::Default),
        quant(0.5, 3),
    ))
    .unwrap();
    let Op::QnnDense(a) = single_op(&g) else {
        panic!("not a dense")
    };
    assert!(a.keep_dims);
    assert_eq!((a.acc, a.rounding), (DType::I32, Rounding::F64HalfAway));
    // A per-tensor int8 weight zero point is kept (TFLite applies it).
    assert_eq!(a.w_q, QParams::per_tensor(0.5, 3));
    // RELU: [max(-128, 4 + 0), 127].
    assert_eq!(a.clamp, Some([4, 127]));
    assert_eq!(
        g.ty(g.outputs()[0].1).unwrap().to_string(),
        "tensor<1x2x2xi8>"
    );
    let flat = import(&fc_model(
        fc_options(false, WeightsFormat::Default),
        quant(0.5, 0),
    ))
    .unwrap();
    assert_eq!(
        flat.ty(flat.outputs()[0].1).unwrap().to_string(),
        "tensor<2x2xi8>"
    );
}

#[test]
fn fully_connected_rejections() {
    assert_eq!(
        err(&fc_model(
            fc_options(false, WeightsFormat::Shuffled4x16Int8),
            quant(0.5, 0)
        )),
        "op 0 (FULLY_CONNECTED): weights_format SHUFFLED4x16INT8 is not supported"
    );
    let mut per_channel = quant_axis(0, &[0.5, 0.25]);
    per_channel.as_mut().unwrap().zero_points = vec![1, 0];
    assert_eq!(
        err(&fc_model(fc_options(false, WeightsFormat::Default), per_channel)),
        "op 0 (FULLY_CONNECTED): the weight (tensor 1 \"w\"): int8 weights must have zero point 0 (TFLite's kernels \
         ignore it), found 1"
    );
    // A missing options table is TFLite's zeroed parameters: valid (no activation, flattened).
    let g = import(&fc_model(TfOptions::None, quant(0.5, 0))).unwrap();
    let Op::QnnDense(a) = single_op(&g) else {
        panic!("not a dense")
    };
    assert_eq!((a.keep_dims, a.clamp), (false, None));
}

// ---- element-wise ---------------------------------------------------------------------------

fn binary_model(opcode: BuiltinOp, options: TfOptions) -> TfModel {
    model(
        vec![
            act("a", TfType::Int8, &[2, 3], quant(0.5, 1)),
            constant("c", TfType::Int8, &[3], &[1, 2, 3], quant(0.25, 0)),
            act("t", TfType::Int8, &[2, 3], quant(1.0, 0)),
            act("y", TfType::Int8, &[2, 3], quant(1.0, 0)),
        ],
        vec![
            op(0, opcode.clone(), &[0, 1], &[2], options.clone()),
            op(1, opcode, &[2, 1], &[3], options),
        ],
        &[0],
        &[3],
    )
}

#[test]
fn add_options_and_constant_dedup() {
    let m = binary_model(
        BuiltinOp::Builtin(O::Add),
        TfOptions::Add {
            activation: Act::ReluN1To1,
            pot_scale_int16: true,
        },
    );
    let g = import(&m).unwrap();
    let consts = g
        .values()
        .iter()
        .filter(|v| {
            matches!(
                &v.def,
                ValueDef::Op {
                    op: Op::Const(_),
                    ..
                }
            )
        })
        .count();
    assert_eq!(consts, 1, "the constant read twice is materialised once");
    let Op::QnnAdd(a) = ops(&g)[0] else {
        panic!("not an add")
    };
    assert!(a.pot_int16);
    assert_eq!(a.rounding, Rounding::TfliteDouble);
    // RELU_N1_TO_1 with scale 1, zp 0: [-1, 1].
    assert_eq!(a.clamp, Some([-1, 1]));
    // Without AddOptions TFLite's params are zero: pot_scale_int16 false, no activation.
    let g = import(&binary_model(BuiltinOp::Builtin(O::Add), TfOptions::None)).unwrap();
    let Op::QnnAdd(a) = ops(&g)[0] else {
        panic!("not an add")
    };
    assert_eq!((a.pot_int16, a.clamp), (false, None));
    let g = import(&binary_model(
        BuiltinOp::Builtin(O::Sub),
        TfOptions::Sub {
            activation: Act::None,
            pot_scale_int16: false,
        },
    ))
    .unwrap();
    assert!(matches!(ops(&g)[0], Op::QnnSubtract(_)));
    let g = import(&binary_model(
        BuiltinOp::Builtin(O::Mul),
        TfOptions::Mul {
            activation: Act::Relu,
        },
    ))
    .unwrap();
    let Op::QnnMul(a) = ops(&g)[1] else {
        panic!("not a mul")
    };
    assert_eq!(a.clamp, Some([0, 127]));
}

#[test]
fn fused_sign_bit_is_rejected() {
    let m = binary_model(
        BuiltinOp::Builtin(O::Mul),
        TfOptions::Mul {
            activation: Act::SignBit,
        },
    );
    assert_eq!(
        err(&m),
        "op 0 (MUL): fused activation SIGN_BIT is not supported on quantized operators"
    );
}

fn relu_model(opcode: BuiltinOp, in_q: (f32, i64), out_q: (f32, i64)) -> TfModel {
    model(
        vec![
            act("x", TfType::Int8, &[4], quant(in_q.0, in_q.1)),
            act("y", TfType::Int8, &[4], quant(out_q.0, out_q.1)),
        ],
        vec![op(0, opcode, &[0], &[1], TfOptions::None)],
        &[0],
        &[1],
    )
}

#[test]
fn standalone_relus_are_requantizes_with_a_clamp() {
    // The true scales are kept; the ratio is divided in float, as TFLite's RELU does.
    let g = import(&relu_model(
        BuiltinOp::Builtin(O::Relu),
        (0.5, 3),
        (0.25, -5),
    ))
    .unwrap();
    let Op::QnnRequantize(a) = single_op(&g) else {
        panic!("not a requantize")
    };
    assert_eq!(
        (a.in_q.clone(), a.out_q.clone()),
        (QParams::per_tensor(0.5, 3), QParams::per_tensor(0.25, -5))
    );
    assert_eq!(
        (a.ratio, a.rounding, a.clamp),
        (Precision::F32, Rounding::TfliteDouble, Some([-5, 127]))
    );

    // in 1.0 / out 3.0: TFLite's float quotient is 0x3eaaaaab (Q31 multiplier 1431655808), the double
    // quotient 1/3 would give 1431655765; `ratio = f32` selects the float one.
    let g = import(&relu_model(
        BuiltinOp::Builtin(O::Relu6),
        (1.0, 0),
        (3.0, -10),
    ))
    .unwrap();
    let Op::QnnRequantize(a) = single_op(&g) else {
        panic!("not a requantize")
    };
    assert_eq!(a.in_q, QParams::per_tensor(1.0, 0));
    assert_eq!(a.out_q, QParams::per_tensor(3.0, -10));
    assert_eq!(a.ratio, Precision::F32);
    assert_eq!(
        Precision::F32.ratio(1.0, 3.0),
        f64::from(f32::from_bits(0x3eaa_aaab))
    );
    // RELU6 with scale 3, zp -10: [max(-128, -10), min(127, -10 + round(2))].
    assert_eq!(a.clamp, Some([-10, -8]));
    // M = 1431655808 * 2^(-1-31). By tflite.md 2.2: x = 4: SRDHM = floor((4*M + 2^30) / 2^31) = 3, then
    // RDBPOT(3, 1) = 2 (the double rounding: 1.33 -> 1.5 -> 2), 2 - 10 = -8; x = 30: SRDHM = 20, RDBPOT = 10,
    // 0 -> clamped to -8; x = -7: SRDHM = trunc(-5.17) = -5, RDBPOT(-5, 1) = -3, -13 -> clamped to -10.
    let y = run1(
        &g,
        Tensor::from_i64(DType::I8, &[4], &[4, 30, -7, 0]).unwrap(),
    );
    assert_eq!(y, [-8, -8, -10, -10]);

    let g = import(&relu_model(
        BuiltinOp::Builtin(O::ReluN1To1),
        (0.5, 0),
        (0.25, 0),
    ))
    .unwrap();
    let Op::QnnRequantize(a) = single_op(&g) else {
        panic!("not a requantize")
    };
    assert_eq!(a.clamp, Some([-4, 4]));
}

#[test]
fn quantize_and_dequantize() {
    let q = |x: TfType, y: TfType| {
        model(
            vec![
                act(
                    "x",
                    x,
                    &[3],
                    if x == TfType::Float32 {
                        None
                    } else {
                        quant(0.5, 0)
                    },
                ),
                act(
                    "y",
                    y,
                    &[3],
                    if y == TfType::Float32 {
                        None
                    } else {
                        quant(0.25, 1)
                    },
                ),
            ],
            vec![op(
                0,
                if y == TfType::Float32 {
                    BuiltinOp::Builtin(O::Dequantize)
                } else {
                    BuiltinOp::Builtin(O::Quantize)
                },
                &[0],
                &[1],
                TfOptions::None,
            )],
            &[0],
            &[1],
        )
    };
    let g = import(&q(TfType::Float32, TfType::Int8)).unwrap();
    let Op::QnnQuantize(a) = single_op(&g) else {
        panic!("not a quantize")
    };
    assert_eq!(
        (a.out_q.clone(), a.rounding),
        (QParams::per_tensor(0.25, 1), Rounding::ToNearest)
    );
    let g = import(&q(TfType::Int8, TfType::UInt8)).unwrap();
    let Op::QnnRequantize(a) = single_op(&g) else {
        panic!("not a requantize")
    };
    assert_eq!((a.rounding, a.clamp), (Rounding::TfliteDouble, None));
    assert!(matches!(
        single_op(&import(&q(TfType::Int8, TfType::Float32)).unwrap()),
        Op::QnnDequantize(_)
    ));
    assert_eq!(
        err(&q(TfType::Int8, TfType::Int32)),
        "op 0 (QUANTIZE): QUANTIZE from i8 to i32 is not supported"
    );
    // A FLOAT16 constant feeding DEQUANTIZE (how the converter stores float16 weights).
    // Its values convert exactly: 1.0, -2.0, the smallest subnormal, -0.0, +inf.
    let mut half = q(TfType::Float16, TfType::Float32);
    let bits = [0x3C00, 0xC000, 0x0001, 0x8000, 0x7C00];
    half.subgraph.tensors[0] = constant("x", TfType::Float16, &[5], &bits, None);
    half.subgraph.tensors[1] = act("y", TfType::Float32, &[5], None);
    half.subgraph.inputs.clear();
    let g = import(&half).unwrap();
    let out = qnn_interp::run(&g, &[]).expect("runs");
    let want = [1.0, -2.0, 2f32.powi(-24), -0.0, f32::INFINITY];
    let Data::F32(got) = out[0].data() else {
        panic!("not f32")
    };
    assert_eq!(
        got.iter().map(|v| v.to_bits()).collect::<Vec<_>>(),
        want.iter().map(|v| v.to_bits()).collect::<Vec<_>>()
    );
    // A run-time FLOAT16 tensor is not.
    let mut runtime = q(TfType::Float16, TfType::Float32);
    runtime.subgraph.tensors[0] = act("x", TfType::Float16, &[5], None);
    assert!(err(&runtime).contains("FLOAT16"), "{}", err(&runtime));
}

#[test]
fn softmax_beta_and_logistic_output() {
    let unary = |opcode: BuiltinOp, options: TfOptions, out: (f32, i64)| {
        model(
            vec![
                act("x", TfType::Int8, &[2, 5], quant(0.1, 0)),
                act("y", TfType::Int8, &[2, 5], quant(out.0, out.1)),
            ],
            vec![op(0, opcode, &[0], &[1], options)],
            &[0],
            &[1],
        )
    };
    let g = import(&unary(
        BuiltinOp::Builtin(O::Softmax),
        TfOptions::Softmax { beta: 1.0 },
        (1.0 / 256.0, -128),
    ))
    .unwrap();
    let Op::QnnSoftmax(a) = single_op(&g) else {
        panic!("not a softmax")
    };
    assert_eq!(a.beta.get(), 1.0);
    assert_eq!(
        err(&unary(BuiltinOp::Builtin(O::Softmax), TfOptions::None, (1.0 / 256.0, -128))),
        "op 0 (SOFTMAX): beta must be finite and > 0, found 0.0 (the operator has no SoftmaxOptions, so TFLite \
         leaves beta zero)"
    );
    assert!(import(&unary(
        BuiltinOp::Builtin(O::Logistic),
        TfOptions::None,
        (1.0 / 256.0, -128)
    ))
    .is_ok());
    assert_eq!(
        err(&unary(BuiltinOp::Builtin(O::Logistic), TfOptions::None, (1.0 / 128.0, 0))),
        "op 0 (LOGISTIC): the output (tensor 1 \"y\"): 8-bit LOGISTIC needs output scale 1/256 and zero point -128, \
         found 0.0078125 and 0"
    );
    assert!(matches!(
        single_op(
            &import(&unary(
                BuiltinOp::Builtin(O::Tanh),
                TfOptions::None,
                (1.0 / 128.0, 0)
            ))
            .unwrap()
        ),
        Op::QnnTanh(_)
    ));
    assert!(matches!(
        single_op(
            &import(&unary(
                BuiltinOp::Builtin(O::HardSwish),
                TfOptions::HardSwish,
                (0.05, 3)
            ))
            .unwrap()
        ),
        Op::QnnHardSwish(_)
    ));
}

// ---- windows, reductions and data movement ----------------------------------------------------

fn unary_model(
    opcode: BuiltinOp,
    x_shape: &[i32],
    extra: Vec<TfTensor>,
    y_shape: &[i32],
    options: TfOptions,
) -> TfModel {
    let mut tensors = vec![act("x", TfType::Int8, x_shape, quant(0.5, 2))];
    let n_extra = extra.len();
    tensors.extend(extra);
    tensors.push(act("y", TfType::Int8, y_shape, quant(0.5, 2)));
    let inputs: Vec<i32> = (0..=n_extra as i32).collect();
    let out = n_extra + 1;
    model(
        tensors,
        vec![op(0, opcode, &inputs, &[out], options)],
        &[0],
        &[out],
    )
}

#[test]
fn pools() {
    let opts = |filter: i32, activation| TfOptions::Pool2d {
        padding: TfPadding::Valid,
        stride_w: 2,
        stride_h: 2,
        filter_w: filter,
        filter_h: filter,
        activation,
    };
    let g = import(&unary_model(
        BuiltinOp::Builtin(O::AveragePool2d),
        &[1, 4, 4, 1],
        vec![],
        &[1, 2, 2, 1],
        opts(2, Act::Relu),
    ))
    .unwrap();
    let Op::QnnAvgPool2d(a) = single_op(&g) else {
        panic!("not a pool")
    };
    assert_eq!(
        (a.kernel, a.strides, a.padding, a.clamp),
        ([2, 2], [2, 2], Padding::Valid, Some([2, 127]))
    );
    let g = import(&unary_model(
        BuiltinOp::Builtin(O::MaxPool2d),
        &[1, 4, 4, 1],
        vec![],
        &[1, 2, 2, 1],
        opts(2, Act::None),
    ))
    .unwrap();
    assert!(matches!(single_op(&g), Op::QnnMaxPool2d(_)));
    assert_eq!(
        err(&unary_model(
            BuiltinOp::Builtin(O::MaxPool2d),
            &[1, 4, 4, 1],
            vec![],
            &[1, 2, 2, 1],
            opts(0, Act::None)
        )),
        "op 0 (MAX_POOL_2D): filter_height must be >= 1, found 0"
    );
    assert_eq!(
        err(&unary_model(BuiltinOp::Builtin(O::AveragePool2d), &[1, 4, 4, 1], vec![], &[1, 2, 2, 1], TfOptions::None)),
        "op 0 (AVERAGE_POOL_2D): padding is unknown (the operator has no Pool2DOptions, so TFLite leaves its \
         parameters zero)"
    );
}

#[test]
fn mean_axes_are_normalised() {
    let axes = constant("axes", TfType::Int32, &[3], &[-1, 1, 1], None);
    let g = import(&unary_model(
        BuiltinOp::Builtin(O::Mean),
        &[1, 2, 3, 4],
        vec![axes],
        &[1, 3],
        TfOptions::Reducer { keep_dims: false },
    ))
    .unwrap();
    let Op::QnnMean(a) = single_op(&g) else {
        panic!("not a mean")
    };
    assert_eq!(
        (a.axes.clone(), a.keep_dims, a.rounding),
        (vec![1, 3], false, Rounding::TfliteDouble)
    );
    let wide = constant("axes", TfType::Int64, &[1], &[1], None);
    assert_eq!(
        err(&unary_model(
            BuiltinOp::Builtin(O::Mean),
            &[1, 2, 3, 4],
            vec![wide],
            &[1, 3],
            TfOptions::None
        )),
        "op 0 (MEAN): input 1 (tensor 1 \"axes\"): the axes must be INT32 (TFLite checks it)"
    );
    let bad = constant("axes", TfType::Int32, &[1], &[4], None);
    assert_eq!(
        err(&unary_model(
            BuiltinOp::Builtin(O::Mean),
            &[1, 2, 3, 4],
            vec![bad],
            &[1, 3],
            TfOptions::None
        )),
        "op 0 (MEAN): axis 4 is out of range for rank 4"
    );
}

#[test]
fn pad_and_padv2() {
    let paddings = || constant("p", TfType::Int32, &[2, 2], &[0, 1, 2, 0], None);
    let g = import(&unary_model(
        BuiltinOp::Builtin(O::Pad),
        &[2, 3],
        vec![paddings()],
        &[3, 5],
        TfOptions::Pad,
    ))
    .unwrap();
    let Op::Pad(a) = single_op(&g) else {
        panic!("not a pad")
    };
    assert_eq!((a.pads.clone(), a.value), (vec![[0, 1], [2, 0]], 2));
    let fill = constant("c", TfType::Int8, &[], &[-7], quant(0.5, 2));
    let g = import(&unary_model(
        BuiltinOp::Builtin(O::Padv2),
        &[2, 3],
        vec![paddings(), fill],
        &[3, 5],
        TfOptions::PadV2,
    ))
    .unwrap();
    let Op::Pad(a) = single_op(&g) else {
        panic!("not a pad")
    };
    assert_eq!(a.value, -7);
    let other_q = constant("c", TfType::Int8, &[], &[-7], quant(0.25, 2));
    assert_eq!(
        err(&unary_model(BuiltinOp::Builtin(O::Padv2), &[2, 3], vec![paddings(), other_q], &[3, 5], TfOptions::PadV2)),
        "op 0 (PADV2): constant_values (input 2) (tensor 2 \"c\"): must have the output's scale and zero point \
         (TFLite checks it)"
    );
    let two = constant("c", TfType::Int8, &[2], &[1, 2], quant(0.5, 2));
    assert_eq!(
        err(&unary_model(BuiltinOp::Builtin(O::Padv2), &[2, 3], vec![paddings(), two], &[3, 5], TfOptions::PadV2)),
        "op 0 (PADV2): constant_values (input 2) (tensor 2 \"c\"): must hold one i8 element, found tensor<2xi8>"
    );
    let negative = constant("p", TfType::Int32, &[2, 2], &[0, -1, 0, 0], None);
    assert_eq!(
        err(&unary_model(
            BuiltinOp::Builtin(O::Pad),
            &[2, 3],
            vec![negative],
            &[1, 3],
            TfOptions::Pad
        )),
        "op 0 (PAD): negative padding [0, -1]"
    );
}

/// RESHAPE's new shape: from the shape tensor (resolving its -1), else the option, else the
/// stored output shape; two -1s are an error.
#[test]
fn reshape_shapes() {
    let shape = constant("s", TfType::Int32, &[2], &[-1, 4], None);
    let g = import(&unary_model(
        BuiltinOp::Builtin(O::Reshape),
        &[2, 2, 2],
        vec![shape],
        &[1, 4],
        TfOptions::None,
    ))
    .unwrap();
    let Op::Reshape(a) = single_op(&g) else {
        panic!("not a reshape")
    };
    assert_eq!(
        a.shape,
        vec![2, 4],
        "-1 resolved from 8 elements (the stored [1, 4] is ignored)"
    );
    let g = import(&unary_model(
        BuiltinOp::Builtin(O::Reshape),
        &[2, 3],
        vec![],
        &[6],
        TfOptions::Reshape {
            new_shape: Some(vec![3, -1]),
        },
    ))
    .unwrap();
    let Op::Reshape(a) = single_op(&g) else {
        panic!("not a reshape")
    };
    assert_eq!(a.shape, vec![3, 2]);
    let g = import(&unary_model(
        BuiltinOp::Builtin(O::Reshape),
        &[2, 3],
        vec![],
        &[6, 1],
        TfOptions::None,
    ))
    .unwrap();
    let Op::Reshape(a) = single_op(&g) else {
        panic!("not a reshape")
    };
    assert_eq!(
        a.shape,
        vec![6, 1],
        "no shape tensor or option: the stored output shape"
    );
    let two = constant("s", TfType::Int32, &[2], &[-1, -1], None);
    assert_eq!(
        err(&unary_model(
            BuiltinOp::Builtin(O::Reshape),
            &[2, 3],
            vec![two],
            &[6],
            TfOptions::None
        )),
        "op 0 (RESHAPE): the new shape [-1, -1] has more than one -1"
    );
}

/// SHAPE of a static tensor is a constant; a RESHAPE whose shape is computed from it takes
/// that value, one whose shape is a run-time input the stored output shape.
#[test]
fn shape_is_a_constant_and_a_run_time_reshape_shape_is_the_stored_one() {
    let tensors = vec![
        act("x", TfType::Int8, &[1, 1, 1, 6], quant(0.5, 0)),
        act("shape", TfType::Int32, &[4], None),
        act("y", TfType::Int8, &[1, 6], quant(0.5, 0)),
    ];
    let ops_ = vec![
        op(0, BuiltinOp::Builtin(O::Shape), &[0], &[1], TfOptions::None),
        op(
            1,
            BuiltinOp::Builtin(O::Reshape),
            &[0, 1],
            &[2],
            TfOptions::None,
        ),
    ];
    let g = import(&model(tensors, ops_, &[0], &[2])).unwrap();
    let shape = g
        .iter()
        .find_map(|(_, v)| match &v.def {
            ValueDef::Op {
                op: Op::Const(c), ..
            } => Some(c.value.to_i64().unwrap()),
            _ => None,
        })
        .expect("SHAPE is a constant");
    assert_eq!(shape, vec![1, 1, 1, 6]);
    let reshape = ops(&g)
        .into_iter()
        .find_map(|o| match o {
            Op::Reshape(a) => Some(a.shape.clone()),
            _ => None,
        })
        .expect("a reshape");
    // The computed shape follows from constants: its value, as TFLite computes it at run time
    // (the stored output shape is a placeholder).
    assert_eq!(reshape, vec![1, 1, 1, 6]);
    // A shape given at run time (a graph input): the stored output shape.
    let tensors = vec![
        act("x", TfType::Int8, &[1, 1, 1, 6], quant(0.5, 0)),
        act("shape", TfType::Int32, &[2], None),
        act("y", TfType::Int8, &[1, 6], quant(0.5, 0)),
    ];
    let reshape_op = op(
        0,
        BuiltinOp::Builtin(O::Reshape),
        &[0, 1],
        &[2],
        TfOptions::None,
    );
    let g = import(&model(tensors, vec![reshape_op], &[0, 1], &[2])).unwrap();
    let reshape = ops(&g)
        .into_iter()
        .find_map(|o| match o {
            Op::Reshape(a) => Some(a.shape.clone()),
            _ => None,
        })
        .expect("a reshape");
    assert_eq!(reshape, vec![1, 6]);
}

/// SQUEEZE drops the dimensions of extent 1 (all of them, or the listed ones, negative
/// indices counting from the end); a listed dimension not of extent 1 is an error.
#[test]
fn squeeze_shapes() {
    let g = import(&unary_model(
        BuiltinOp::Builtin(O::Squeeze),
        &[1, 3, 1, 2],
        vec![],
        &[3, 2],
        TfOptions::Squeeze {
            squeeze_dims: vec![],
        },
    ))
    .unwrap();
    let Op::Reshape(a) = single_op(&g) else {
        panic!("not a reshape")
    };
    assert_eq!(a.shape, vec![3, 2]);
    let g = import(&unary_model(
        BuiltinOp::Builtin(O::Squeeze),
        &[1, 3, 1, 2],
        vec![],
        &[1, 3, 2],
        TfOptions::Squeeze {
            squeeze_dims: vec![-2],
        },
    ))
    .unwrap();
    let Op::Reshape(a) = single_op(&g) else {
        panic!("not a reshape")
    };
    assert_eq!(a.shape, vec![1, 3, 2]);
    assert_eq!(
        err(&unary_model(
            BuiltinOp::Builtin(O::Squeeze),
            &[1, 3, 1, 2],
            vec![],
            &[1, 2],
            TfOptions::Squeeze {
                squeeze_dims: vec![1]
            }
        )),
        "op 0 (SQUEEZE): squeeze dimension 1 is out of range or not of extent 1 in [1, 3, 1, 2]"
    );
}

/// TRANSPOSE permutes the shape by its constant permutation; a run-time one is an error.
#[test]
fn transpose_shapes() {
    let perm = constant("perm", TfType::Int32, &[3], &[2, 0, 1], None);
    let g = import(&unary_model(
        BuiltinOp::Builtin(O::Transpose),
        &[2, 3, 4],
        vec![perm],
        &[4, 2, 3],
        TfOptions::Transpose,
    ))
    .unwrap();
    assert_eq!(
        g.ty(g.outputs()[0].1).unwrap().to_string(),
        "tensor<4x2x3xi8>"
    );
    let dynamic = act("perm", TfType::Int32, &[3], None);
    let mut m = unary_model(
        BuiltinOp::Builtin(O::Transpose),
        &[2, 3, 4],
        vec![dynamic],
        &[4, 2, 3],
        TfOptions::Transpose,
    );
    m.subgraph.inputs.push(1);
    assert_eq!(
        err(&m),
        "op 0 (TRANSPOSE): input 1 (tensor 1 \"perm\") must be a constant (run-time values are not supported here)"
    );
}

#[test]
fn concatenation_axis_and_params() {
    let concat = |axis: i32, b_q: Option<TfQuant>| {
        model(
            vec![
                act("a", TfType::Int8, &[2, 3], quant(0.5, 1)),
                act("b", TfType::Int8, &[2, 1], b_q),
                act("y", TfType::Int8, &[2, 4], quant(0.5, 1)),
            ],
            vec![op(
                0,
                BuiltinOp::Builtin(O::Concatenation),
                &[0, 1],
                &[2],
                TfOptions::Concatenation {
                    axis,
                    activation: Act::None,
                },
            )],
            &[0, 1],
            &[2],
        )
    };
    let g = import(&concat(-1, quant(0.5, 1))).unwrap();
    let Op::QnnConcatenate(a) = single_op(&g) else {
        panic!("not a concat")
    };
    assert_eq!((a.axis, a.in_q.len()), (1, 2));
    assert_eq!(
        err(&concat(1, quant(0.25, 1))),
        "op 0 (CONCATENATION): input 1 (tensor 1 \"b\"): i8 CONCATENATION needs the output's scale and zero point \
         on every input (TFLite checks it)"
    );
    assert_eq!(
        err(&concat(2, quant(0.5, 1))),
        "op 0 (CONCATENATION): axis 2 is out of range for rank 2"
    );
}

// ---- graph-level behaviour --------------------------------------------------------------------

#[test]
fn unsupported_operators_are_named() {
    let mut m = relu_model(BuiltinOp::Builtin(O::HashtableLookup), (0.5, 0), (0.5, 0));
    assert_eq!(
        err(&m),
        "the model has an operator qnnc does not support: HASHTABLE_LOOKUP x1 (op 0)"
    );
    m.subgraph.operators[0].opcode = BuiltinOp::Custom("Frob".into());
    assert_eq!(
        err(&m),
        "the model has an operator qnnc does not support: CUSTOM(Frob) x1 (op 0)"
    );
    assert!(!crate::is_supported(&BuiltinOp::Builtin(
        O::HashtableLookup
    )));
    assert!(
        crate::is_supported(&BuiltinOp::Builtin(O::Gather)),
        "GATHER"
    );
    assert!(crate::is_supported(&BuiltinOp::Builtin(O::Conv2d)));
}

/// Every unsupported operator kind is listed at once, with its count and first op indices,
/// in order of first appearance, before any operator is converted.
#[test]
fn every_unsupported_operator_is_listed_at_once() {
    let mut m = relu_model(BuiltinOp::Builtin(O::Relu), (0.5, 0), (0.5, 0));
    let template = m.subgraph.operators[0].clone();
    let kinds = [
        BuiltinOp::Builtin(O::HashtableLookup),
        BuiltinOp::Builtin(O::Relu),
        BuiltinOp::Custom("TFLite_Detection_PostProcess".into()),
        BuiltinOp::Builtin(O::HashtableLookup),
        BuiltinOp::Builtin(O::Lstm),
    ];
    m.subgraph.operators = kinds
        .iter()
        .cycle()
        .take(14)
        .map(|k| {
            let mut op = template.clone();
            op.opcode = k.clone();
            op
        })
        .collect();
    assert_eq!(
        err(&m),
        "the model has operators qnnc does not support: HASHTABLE_LOOKUP x6 (ops 0, 3, 5, 8, 10, ...), \
         CUSTOM(TFLite_Detection_PostProcess) x3 (ops 2, 7, 12), LSTM x2 (ops 4, 9)"
    );
    match import(&m) {
        Err(ImportError::UnsupportedOps(list)) => {
            assert_eq!(list.len(), 3);
            assert_eq!(
                (list[0].op.as_str(), list[0].count),
                ("HASHTABLE_LOOKUP", 6)
            );
            assert_eq!(list[0].first, [0, 3, 5, 8, 10]);
        }
        other => panic!("expected the list of unsupported operators, got {other:?}"),
    }
    let s = crate::summarize(&m);
    assert_eq!(
        s.unsupported,
        [
            "HASHTABLE_LOOKUP",
            "CUSTOM(TFLite_Detection_PostProcess)",
            "LSTM"
        ]
    );
}

#[test]
fn names_are_unique_and_defaults_apply() {
    let mut m = binary_model(BuiltinOp::Builtin(O::Add), TfOptions::None);
    // Make the constant a second graph input named like the first, and drop the description.
    m.subgraph.tensors[1] = act("a", TfType::Int8, &[3], quant(0.25, 0));
    m.subgraph.inputs = vec![0, 1];
    m.subgraph.outputs = vec![3, 2];
    m.subgraph.tensors[2].name = String::new();
    m.description = None;
    let g = import(&m).unwrap();
    assert_eq!(g.name, "model");
    let names: Vec<&str> = g.inputs().iter().filter_map(|&i| g.input_name(i)).collect();
    assert_eq!(names, ["a", "a_1"]);
    let outs: Vec<&str> = g.outputs().iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(outs, ["y", "output1"]);
}

#[test]
fn graph_level_errors() {
    let mut m = relu_model(BuiltinOp::Builtin(O::Relu), (0.5, 0), (0.5, 0));
    m.subgraph.outputs = vec![1, 0];
    m.subgraph.operators.clear();
    assert_eq!(
        import(&m).unwrap_err().to_string(),
        "graph output 0 (tensor 1 \"y\"): no operator computes it"
    );
    let mut m = relu_model(BuiltinOp::Builtin(O::Relu), (0.5, 0), (0.5, 0));
    m.subgraph.inputs.clear();
    assert_eq!(
        err(&m),
        "op 0 (RELU): input 0 (tensor 0 \"x\"): is read before any operator writes it"
    );
    let mut m = relu_model(BuiltinOp::Builtin(O::Relu), (0.5, 0), (0.5, 0));
    m.subgraph.operators[0].outputs = vec![0];
    assert!(err(&m).starts_with("op 0 (RELU): output (tensor 0 \"x\") is already defined"));
    let mut m = relu_model(BuiltinOp::Builtin(O::Relu), (0.5, 0), (0.5, 0));
    m.subgraph.tensors[0].ty = TfType::Int4;
    assert_eq!(
        import(&m).unwrap_err().to_string(),
        "graph input 0 (tensor 0 \"x\"): unsupported tensor type INT4"
    );
    let mut m = relu_model(BuiltinOp::Builtin(O::Relu), (0.5, 0), (0.5, 0));
    m.subgraph.tensors[0].quant.as_mut().unwrap().has_details = true;
    assert_eq!(
        err(&m),
        "op 0 (RELU): input 0 (tensor 0 \"x\"): custom or blockwise quantization (the `details` union) is not supported"
    );
}

#[test]
fn input_shapes_override_the_stored_ones() {
    // A dynamic-shape model: stored [1, 1, 1, 2] (placeholders), run as [3, 4, 1, 2].
    let m = unary_model(
        BuiltinOp::Builtin(O::Squeeze),
        &[1, 1, 1, 2],
        vec![],
        &[1, 1, 2],
        TfOptions::Squeeze {
            squeeze_dims: vec![2],
        },
    );
    let g = import(&m).unwrap();
    assert_eq!(
        g.ty(g.outputs()[0].1).unwrap().to_string(),
        "tensor<1x1x2xi8>"
    );
    let opts = ImportOptions {
        input_shapes: Some(vec![vec![3, 4, 1, 2]]),
        ..ImportOptions::default()
    };
    let g = import_with(&m, &opts).unwrap();
    assert_eq!(
        g.ty(g.inputs()[0]).unwrap().to_string(),
        "tensor<3x4x1x2xi8>"
    );
    assert_eq!(
        g.ty(g.outputs()[0].1).unwrap().to_string(),
        "tensor<3x4x2xi8>"
    );
    let wrong = ImportOptions {
        input_shapes: Some(vec![]),
        ..ImportOptions::default()
    };
    assert_eq!(
        import_with(&m, &wrong).unwrap_err().to_string(),
        "import options: 0 input shapes given for 1 graph inputs"
    );
}

#[test]
fn type_rule_failures_are_op_errors() {
    // Per-axis weights on the wrong dimension: the qnn.conv2d type rule rejects them.
    let mut m = conv_model(conv_options(1, 1, Act::None), TfType::Int32);
    m.subgraph.tensors[1].quant = quant_axis(3, &[0.25, 0.5]);
    let e = import(&m).unwrap_err();
    assert!(
        matches!(
            e,
            ImportError::Op {
                kind: OpError::Build(_),
                ..
            }
        ),
        "{e}"
    );
    assert_eq!(
        e.to_string(),
        "op 0 (CONV_2D): qnn.conv2d: w_q: per-axis quantization must be on the output-channel axis 0, found 3"
    );
}

#[test]
fn summary_schemes() {
    let s = summarize(&conv_model(conv_options(1, 1, Act::None), TfType::Int32));
    assert_eq!(s.schemes, [QuantScheme::Int8PerChannel]);
    assert_eq!(s.op_counts, [("CONV_2D".to_string(), 1)]);
    assert_eq!(
        (s.inputs[0].name.as_str(), s.outputs[0].name.as_str()),
        ("x", "y")
    );
    let s = summarize(&dw_model(TfType::Int16, TfType::Int64, 2));
    assert_eq!(s.schemes, [QuantScheme::Int16x8]);
    let s = summarize(&binary_model(BuiltinOp::Builtin(O::Add), TfOptions::None));
    assert_eq!(s.schemes, [QuantScheme::Int8NoWeights]);
    assert_eq!(s.op_counts, [("ADD".to_string(), 2)]);
    let mut m = fc_model(TfOptions::None, quant(0.5, 0));
    m.subgraph.tensors[0].ty = TfType::Float32;
    let s = summarize(&m);
    assert_eq!(s.schemes, [QuantScheme::FloatIo]);
    let mut m = conv_model(conv_options(1, 1, Act::None), TfType::Int32);
    for t in 0..2 {
        m.subgraph.tensors[t].ty = TfType::UInt8;
        m.subgraph.tensors[t].quant = quant(0.5, 128);
    }
    m.subgraph.tensors[3].ty = TfType::UInt8;
    assert_eq!(summarize(&m).schemes, [QuantScheme::Uint8Legacy]);
    assert_eq!(
        import_bytes(b"nope").unwrap_err().to_string(),
        "input of 4 bytes is too short to be a TFLite flatbuffer"
    );
}

#[test]
fn int16_to_int8_mul_is_rejected() {
    let m = model(
        vec![
            act("a", TfType::Int16, &[4], quant(0.5, 0)),
            act("b", TfType::Int16, &[4], quant(0.25, 0)),
            act("y", TfType::Int8, &[4], quant(1.0, 3)),
        ],
        vec![op(
            0,
            BuiltinOp::Builtin(O::Mul),
            &[0, 1],
            &[2],
            TfOptions::Mul {
                activation: Act::None,
            },
        )],
        &[0, 1],
        &[2],
    );
    assert_eq!(
        err(&m),
        "op 0 (MUL): MUL from int16 to int8 (TFLite's scale-free int16 path) is not supported"
    );
}

// ---- data movement ----------------------------------------------------------------------------

/// `[0, 1, 2, ...]` as an int8 tensor of `shape`.
fn iota(shape: &[usize]) -> Tensor {
    let n: usize = shape.iter().product();
    let v: Vec<i64> = (0..n as i64).map(|i| i % 128).collect();
    Tensor::from_i64(DType::I8, shape, &v).unwrap()
}

/// TILE and DEPTH_TO_SPACE have no int8 reference kernel in TF 2.21's BUILTIN_REF (no
/// converter-made fixture), so their element order is checked here against the kernels'
/// index formulas.
#[test]
fn tile_and_depth_to_space_follow_the_kernels_index_formulas() {
    let multiples = constant("m", TfType::Int32, &[2], &[2, 3], None);
    let g = import(&unary_model(
        BuiltinOp::Builtin(O::Tile),
        &[2, 2],
        vec![multiples],
        &[4, 6],
        TfOptions::None,
    ))
    .unwrap();
    // out[i, j] = in[i % 2, j % 2]
    let want: Vec<i64> = (0..4)
        .flat_map(|i| (0..6).map(move |j| (i % 2) * 2 + j % 2))
        .collect();
    assert_eq!(run1(&g, iota(&[2, 2])), want);

    let g = import(&unary_model(
        BuiltinOp::Builtin(O::DepthToSpace),
        &[1, 2, 3, 8],
        vec![],
        &[1, 4, 6, 2],
        TfOptions::DepthToSpace { block_size: 2 },
    ))
    .unwrap();
    // out[0, h*2 + i, w*2 + j, d] = in[0, h, w, (i*2 + j)*2 + d] (TFLite's DepthToSpace).
    let mut want = vec![0i64; 48];
    for h in 0..2 {
        for w in 0..3 {
            for i in 0..2 {
                for j in 0..2 {
                    for d in 0..2 {
                        let src = (h * 3 + w) * 8 + (i * 2 + j) * 2 + d;
                        want[((h * 2 + i) * 6 + (w * 2 + j)) * 2 + d] = src as i64;
                    }
                }
            }
        }
    }
    assert_eq!(run1(&g, iota(&[1, 2, 3, 8])), want);
    assert!(err(&unary_model(
        BuiltinOp::Builtin(O::DepthToSpace),
        &[1, 2, 3, 6],
        vec![],
        &[1, 4, 6, 1],
        TfOptions::DepthToSpace { block_size: 2 },
    ))
    .contains("depth 6 is not a multiple of block_size^2 = 4"));
}

#[test]
fn strided_slice_masks_and_errors() {
    let spec = |b: &[i64], e: &[i64], s: &[i64]| {
        let n = b.len() as i32;
        vec![
            constant("b", TfType::Int32, &[n], b, None),
            constant("e", TfType::Int32, &[n], e, None),
            constant("s", TfType::Int32, &[n], s, None),
        ]
    };
    let opts = |begin_mask, end_mask, shrink_axis_mask| TfOptions::StridedSlice {
        begin_mask,
        end_mask,
        ellipsis_mask: 0,
        new_axis_mask: 0,
        shrink_axis_mask,
        offset: false,
    };
    // x[::-1, 1] on [3, 4]: rows backwards (begin/end masked), column 1, dimension dropped.
    let g = import(&unary_model(
        BuiltinOp::Builtin(O::StridedSlice),
        &[3, 4],
        spec(&[0, 1], &[0, 2], &[-1, 1]),
        &[3],
        opts(1, 1, 2),
    ))
    .unwrap();
    assert_eq!(run1(&g, iota(&[3, 4])), [9, 5, 1]);
    // Negative begin, clamped end: x[-2:100] on [5] takes the last two.
    let g = import(&unary_model(
        BuiltinOp::Builtin(O::StridedSlice),
        &[5],
        spec(&[-2], &[100], &[1]),
        &[2],
        opts(0, 0, 0),
    ))
    .unwrap();
    assert_eq!(run1(&g, iota(&[5])), [3, 4]);
    // An ellipsis entry spans the whole dimension, whatever its begin / end / stride.
    let g = import(&unary_model(
        BuiltinOp::Builtin(O::StridedSlice),
        &[5],
        spec(&[3], &[4], &[-1]),
        &[5],
        TfOptions::StridedSlice {
            begin_mask: 0,
            end_mask: 0,
            ellipsis_mask: 1,
            new_axis_mask: 0,
            shrink_axis_mask: 0,
            offset: false,
        },
    ))
    .unwrap();
    assert_eq!(run1(&g, iota(&[5])), [0, 1, 2, 3, 4]);
    let e = err(&unary_model(
        BuiltinOp::Builtin(O::StridedSlice),
        &[5],
        spec(&[0], &[5], &[0]),
        &[5],
        opts(0, 0, 0),
    ));
    assert!(e.contains("stride 0"), "{e}");
}

#[test]
fn operator_codes_name_their_operators() {
    for (op, code, name) in [
        (O::DepthToSpace, 5, "DEPTH_TO_SPACE"),
        (O::SpaceToDepth, 26, "SPACE_TO_DEPTH"),
        (O::Gather, 36, "GATHER"),
        (O::StridedSlice, 45, "STRIDED_SLICE"),
        (O::Split, 49, "SPLIT"),
        (O::Maximum, 55, "MAXIMUM"),
        (O::Minimum, 57, "MINIMUM"),
        (O::Slice, 65, "SLICE"),
        (O::Tile, 69, "TILE"),
        (O::Pack, 83, "PACK"),
        (O::Unpack, 88, "UNPACK"),
        (O::SplitV, 102, "SPLIT_V"),
        (O::BroadcastTo, 130, "BROADCAST_TO"),
    ] {
        let op = BuiltinOp::Builtin(op);
        assert_eq!(BuiltinOp::from_code(code), op, "{name}");
        assert_eq!(op.to_string(), name);
        assert!(crate::is_supported(&op), "{name}");
    }
}

/// `docs/tflite-import.md` has a mapping row for every operator the converter table imports,
/// and names no operator it does not import.
#[test]
fn the_mapping_doc_lists_every_imported_operator() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/tflite-import.md");
    let doc = std::fs::read_to_string(path).expect("docs/tflite-import.md");
    let table = doc
        .split("## Quantized operators")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .expect("the quantized mapping section");
    let mut listed = HashSet::new();
    for row in table.lines().filter(|l| l.starts_with("| ")) {
        let first = row.split('|').nth(1).unwrap_or_default();
        for word in
            first.split(|c: char| !(c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_'))
        {
            listed.insert(word.to_string());
        }
    }
    for op in BuiltinOperator::ENUM_VALUES {
        let name = crate::operator_name(op);
        let supported = crate::is_supported(&BuiltinOp::Builtin(op));
        assert_eq!(
            listed.contains(name),
            supported,
            "{name}: supported = {supported}"
        );
    }
}

// ---- comparisons, logical operators, SELECT, CAST -------------------------------------------

/// `GREATER(a, b)` of int8 `a` and constant `b` (both `q`), output `bool`.
fn greater_model(q: (f32, i64), b: &[i64]) -> TfModel {
    let n = b.len() as i32;
    model(
        vec![
            act("a", TfType::Int8, &[n], quant(q.0, q.1)),
            constant("b", TfType::Int8, &[n], b, quant(q.0, q.1)),
            act("gt", TfType::Bool, &[n], None),
        ],
        vec![op(
            0,
            BuiltinOp::Builtin(O::Greater),
            &[0, 1],
            &[2],
            TfOptions::None,
        )],
        &[0],
        &[2],
    )
}

/// TFLite compares int8 codes after rescaling them to `round(x * 256 * scale)`-like fixed
/// point, so at scale 0.001 the codes 1 and 0 compare equal (0.256 rounds to 0) while 2 and 0
/// do not (0.512 rounds to 1).
#[test]
fn quantized_comparisons_rescale_as_tflite_does() {
    let g = import(&greater_model((0.001, 0), &[0, 0, 0, 0])).unwrap();
    let x = Tensor::from_i64(DType::I8, &[4], &[1, 2, 5, -3]).unwrap();
    assert_eq!(run1(&g, x), vec![0, 1, 1, 0]);
    // At a scale in (0, 1) only: TFLite's kernel is undefined beyond.
    let e = err(&greater_model((1.5, 0), &[0, 0]));
    assert!(
        e.contains("a quantized comparison needs a scale in (0, 1)"),
        "{e}"
    );
}

#[test]
fn comparison_and_logical_operand_rules() {
    // Inputs of two types.
    let m = model(
        vec![
            act("a", TfType::Float32, &[2], None),
            act("b", TfType::Int32, &[2], None),
            act("y", TfType::Bool, &[2], None),
        ],
        vec![op(
            0,
            BuiltinOp::Builtin(O::Less),
            &[0, 1],
            &[2],
            TfOptions::None,
        )],
        &[0, 1],
        &[2],
    );
    assert!(err(&m).contains("the inputs' types differ"), "{}", err(&m));
    // A logical operator on a non-bool input.
    let m = model(
        vec![
            act("a", TfType::Int8, &[2], quant(0.5, 0)),
            act("y", TfType::Bool, &[2], None),
        ],
        vec![op(
            0,
            BuiltinOp::Builtin(O::LogicalNot),
            &[0],
            &[1],
            TfOptions::None,
        )],
        &[0],
        &[1],
    );
    assert!(err(&m).contains("must be a bool tensor"), "{}", err(&m));
}

/// A float `a != b` is true with a NaN and `a > b` false; LOGICAL_OR of the two.
#[test]
fn float_comparisons_and_nan() {
    let m = model(
        vec![
            act("a", TfType::Float32, &[3], None),
            constant("b", TfType::Float32, &[3], &[], None),
            act("ne", TfType::Bool, &[3], None),
            act("gt", TfType::Bool, &[3], None),
            act("y", TfType::Bool, &[3], None),
        ],
        vec![
            op(
                0,
                BuiltinOp::Builtin(O::NotEqual),
                &[0, 1],
                &[2],
                TfOptions::None,
            ),
            op(
                1,
                BuiltinOp::Builtin(O::Greater),
                &[0, 1],
                &[3],
                TfOptions::None,
            ),
            op(
                2,
                BuiltinOp::Builtin(O::LogicalAnd),
                &[2, 3],
                &[4],
                TfOptions::None,
            ),
        ],
        &[0],
        &[2, 3, 4],
    );
    let mut m = m;
    let bytes: Vec<u8> = [1.0f32, 0.0, f32::NAN]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    m.subgraph.tensors[1].data = Some(bytes);
    let g = import(&m).unwrap();
    let x = Tensor::new(
        qnn_ir::TensorType::new(DType::F32, [3]),
        Data::F32(vec![2.0, -0.0, 1.0]),
    )
    .unwrap();
    let out = qnn_interp::run(&g, &[x]).unwrap();
    let got: Vec<Vec<i64>> = out.iter().map(|t| t.to_i64().unwrap()).collect();
    // 2 != 1, -0.0 == 0.0, 1 != NaN; 2 > 1 only; AND of the two.
    assert_eq!(got, vec![vec![1, 0, 1], vec![1, 0, 0], vec![1, 0, 0]]);
}

#[test]
fn select_v1_shapes_and_cast_is_static_cast() {
    let m = model(
        vec![
            act("c", TfType::Bool, &[2], None),
            act("x", TfType::Int8, &[2, 3], quant(0.5, 0)),
            act("y", TfType::Int8, &[2, 3], quant(0.5, 0)),
            act("z", TfType::Int8, &[2, 3], quant(0.5, 0)),
        ],
        vec![op(
            0,
            BuiltinOp::Builtin(O::Select),
            &[0, 1, 2],
            &[3],
            TfOptions::None,
        )],
        &[0, 1, 2],
        &[3],
    );
    // A rank-1 condition picks whole rows (TFLite's `RankOneSelect`).
    let g = import(&m).unwrap();
    let c = Tensor::from_i64(super::logic::BOOL, &[2], &[0, 1]).unwrap();
    let x = Tensor::from_i64(DType::I8, &[2, 3], &[1, 2, 3, 4, 5, 6]).unwrap();
    let y = Tensor::from_i64(DType::I8, &[2, 3], &[-1, -2, -3, -4, -5, -6]).unwrap();
    let out = qnn_interp::run(&g, &[c, x, y]).unwrap();
    assert_eq!(out[0].to_i64().unwrap(), vec![-1, -2, -3, 4, 5, 6]);
    let mut wrong = m.clone();
    wrong.subgraph.tensors[0].shape = vec![3];
    assert!(
        err(&wrong)
            .contains("or a rank-1 condition over the first dimension; SELECT_V2 broadcasts"),
        "{}",
        err(&wrong)
    );

    // float -> int8 through i32 (300.5 -> 300 -> 44), and to bool.
    let m = model(
        vec![
            act("x", TfType::Float32, &[4], None),
            act("i", TfType::Int8, &[4], None),
            act("b", TfType::Bool, &[4], None),
        ],
        vec![
            op(0, BuiltinOp::Builtin(O::Cast), &[0], &[1], TfOptions::None),
            op(1, BuiltinOp::Builtin(O::Cast), &[0], &[2], TfOptions::None),
        ],
        &[0],
        &[1, 2],
    );
    let g = import(&m).unwrap();
    let x = Tensor::new(
        qnn_ir::TensorType::new(DType::F32, [4]),
        Data::F32(vec![300.5, -1.9, -0.0, f32::NAN]),
    )
    .unwrap();
    let out = qnn_interp::run(&g, &[x]).unwrap();
    assert_eq!(out[0].to_i64().unwrap(), vec![44, -1, 0, 0]);
    assert_eq!(out[1].to_i64().unwrap(), vec![1, 1, 0, 1]);
}

/// GATHER_ND with run-time indices: the flat position of each pair, then one gather; a pair
/// whose flat position leaves the params is a run-time error, as in TFLite's kernel.
#[test]
fn gather_nd_with_run_time_indices() {
    let m = model(
        vec![
            constant(
                "p",
                TfType::Int32,
                &[2, 3, 2],
                &(0..12).collect::<Vec<_>>(),
                None,
            ),
            act("i", TfType::Int32, &[3, 2], None),
            act("y", TfType::Int32, &[3, 2], None),
        ],
        vec![op(
            0,
            BuiltinOp::Builtin(O::GatherNd),
            &[0, 1],
            &[2],
            TfOptions::None,
        )],
        &[1],
        &[2],
    );
    let g = import(&m).unwrap();
    let i = Tensor::from_i64(DType::I32, &[3, 2], &[1, 2, 0, 0, 1, 0]).unwrap();
    // p[1, 2] = [10, 11], p[0, 0] = [0, 1], p[1, 0] = [6, 7].
    assert_eq!(run1(&g, i), vec![10, 11, 0, 1, 6, 7]);
    let bad = Tensor::from_i64(DType::I32, &[3, 2], &[2, 0, 0, 0, 0, 0]).unwrap();
    assert!(qnn_interp::run(&g, &[bad]).is_err());
}

/// DYNAMIC_UPDATE_SLICE with run-time start indices, clamped to `[0, D - U]` as the kernel
/// clamps them.
#[test]
fn dynamic_update_slice_clamps_run_time_starts() {
    let m = model(
        vec![
            constant(
                "x",
                TfType::Int32,
                &[3, 4],
                &(0..12).collect::<Vec<_>>(),
                None,
            ),
            constant("u", TfType::Int32, &[2, 2], &[-1, -2, -3, -4], None),
            act("s", TfType::Int32, &[2], None),
            act("y", TfType::Int32, &[3, 4], None),
        ],
        vec![op(
            0,
            BuiltinOp::Builtin(O::DynamicUpdateSlice),
            &[0, 1, 2],
            &[3],
            TfOptions::None,
        )],
        &[2],
        &[3],
    );
    let g = import(&m).unwrap();
    let at = |s: &[i64]| run1(&g, Tensor::from_i64(DType::I32, &[2], s).unwrap());
    assert_eq!(at(&[0, 1]), vec![0, -1, -2, 3, 4, -3, -4, 7, 8, 9, 10, 11]);
    // (5, -7) clamps to (1, 0).
    assert_eq!(at(&[5, -7]), vec![0, 1, 2, 3, -1, -2, 6, 7, -3, -4, 10, 11]);
}

/// EMBEDDING_LOOKUP copies table rows; a hybrid one (int8 table, float output) dequantizes them.
#[test]
fn embedding_lookup_gathers_rows() {
    let table = |ty: TfType| {
        model(
            vec![
                act("ids", TfType::Int32, &[3], None),
                constant(
                    "t",
                    TfType::Int8,
                    &[4, 2],
                    &[1, 2, 3, 4, 5, 6, 7, 8],
                    quant(0.5, 0),
                ),
                act("y", ty, &[3, 2], quant(0.5, 0)),
            ],
            vec![op(
                0,
                BuiltinOp::Builtin(O::EmbeddingLookup),
                &[0, 1],
                &[2],
                TfOptions::None,
            )],
            &[0],
            &[2],
        )
    };
    let g = import(&table(TfType::Int8)).unwrap();
    let ids = Tensor::from_i64(DType::I32, &[3], &[3, 0, 3]).unwrap();
    assert_eq!(run1(&g, ids), vec![7, 8, 1, 2, 7, 8]);
    // Hybrid: the int8 table dequantized (zero point never subtracted), then gathered.
    let g = import(&table(TfType::Float32)).unwrap();
    let ids = Tensor::from_i64(DType::I32, &[3], &[3, 0, 3]).unwrap();
    let out = qnn_interp::run(&g, &[ids]).unwrap();
    assert_eq!(out[0].as_f32().unwrap(), &[3.5, 4.0, 0.5, 1.0, 3.5, 4.0]);
    assert!(err(&table(TfType::Int16))
        .contains("a hybrid EMBEDDING_LOOKUP with a i8 table and a i16 output"));
}

/// CUMSUM writes one add per element of its axis, so a longer axis is refused by name.
#[test]
fn cumsum_options_and_axis_limit() {
    let m = |n: i32, exclusive: bool| {
        model(
            vec![
                act("x", TfType::Int32, &[2, n], None),
                constant("axis", TfType::Int32, &[], &[1], None),
                act("y", TfType::Int32, &[2, n], None),
            ],
            vec![op(
                0,
                BuiltinOp::Builtin(O::Cumsum),
                &[0, 1],
                &[2],
                TfOptions::Cumsum {
                    exclusive,
                    reverse: true,
                },
            )],
            &[0],
            &[2],
        )
    };
    let g = import(&m(3, true)).unwrap();
    let x = Tensor::from_i64(DType::I32, &[2, 3], &[1, 2, 3, 10, 20, 30]).unwrap();
    // Exclusive, from the end: [2 + 3, 3, 0].
    assert_eq!(run1(&g, x), vec![5, 3, 0, 50, 30, 0]);
    let e = err(&m(5000, false));
    assert!(e.contains("CUMSUM along an axis of 5000 elements"), "{e}");
}

// ---- resource variables -----------------------------------------------------------------------

/// A running sum kept in a resource variable: `acc += x`, returned. Subgraph 1 (run once by
/// CALL_ONCE) assigns the initial value `init_op` makes, when there is one.
fn accumulator(call_once: bool, init: Vec<TfOperator>, init_tensors: Vec<TfTensor>) -> TfModel {
    let handle = || TfOptions::VarHandle {
        container: String::new(),
        shared_name: "acc".into(),
    };
    let mut ops = vec![
        op(1, BuiltinOp::Builtin(O::VarHandle), &[], &[1], handle()),
        op(
            2,
            BuiltinOp::Builtin(O::ReadVariable),
            &[1],
            &[2],
            TfOptions::None,
        ),
        op(
            3,
            BuiltinOp::Builtin(O::Add),
            &[2, 0],
            &[3],
            TfOptions::Add {
                activation: Act::None,
                pot_scale_int16: true,
            },
        ),
        op(
            4,
            BuiltinOp::Builtin(O::AssignVariable),
            &[1, 3],
            &[],
            TfOptions::None,
        ),
    ];
    if call_once {
        ops.insert(
            0,
            op(
                0,
                BuiltinOp::Builtin(O::CallOnce),
                &[],
                &[],
                TfOptions::CallOnce {
                    init_subgraph_index: 1,
                },
            ),
        );
    }
    let mut m = model(
        vec![
            act("x", TfType::Float32, &[2], None),
            act("handle", TfType::Resource, &[], None),
            act("read", TfType::Float32, &[2], None),
            act("sum", TfType::Float32, &[2], None),
        ],
        ops,
        &[0],
        &[3],
    );
    m.others.push(TfSubgraph {
        name: Some("init".into()),
        tensors: init_tensors,
        operators: init,
        inputs: vec![],
        outputs: vec![],
    });
    m
}

fn f32_constant(name: &str, shape: &[i32], values: &[f32]) -> TfTensor {
    TfTensor {
        data: Some(values.iter().flat_map(|v| v.to_le_bytes()).collect()),
        ..act(name, TfType::Float32, shape, None)
    }
}

fn init_ops(value: TfTensor) -> (Vec<TfOperator>, Vec<TfTensor>) {
    let ops = vec![
        op(
            0,
            BuiltinOp::Builtin(O::VarHandle),
            &[],
            &[1],
            TfOptions::VarHandle {
                container: String::new(),
                shared_name: "acc".into(),
            },
        ),
        op(
            1,
            BuiltinOp::Builtin(O::AssignVariable),
            &[1, 0],
            &[],
            TfOptions::None,
        ),
    ];
    (ops, vec![value, act("h", TfType::Resource, &[], None)])
}

/// The variable becomes a state: its initial value from CALL_ONCE's subgraph, read before
/// it is assigned, its next value the last assignment; a session carries it over runs.
#[test]
fn resource_variables_are_state() {
    let (ops, tensors) = init_ops(f32_constant("init", &[2], &[10.0, 20.0]));
    let g = import(&accumulator(true, ops, tensors)).unwrap();
    assert_eq!(g.states().len(), 1);
    assert_eq!(g.states()[0].name, "acc");
    assert_eq!(g.states()[0].init.as_f32(), Some(&[10.0, 20.0][..]));
    let text = qnn_ir::text::print(&g);
    assert!(
        text.contains("state %1 \"acc\" = [10.0, 20.0] : tensor<2xf32>"),
        "{text}"
    );
    assert!(text.contains("next \"acc\" = %2"), "{text}");
    let mut s = qnn_interp::Session::new(&g);
    let x = Tensor::new(
        qnn_ir::TensorType::new(DType::F32, vec![2]),
        Data::F32(vec![1.0, 2.0]),
    )
    .unwrap();
    let y: Vec<Vec<f32>> = (0..3)
        .map(|_| {
            s.step(std::slice::from_ref(&x)).unwrap()[0]
                .as_f32()
                .unwrap()
                .to_vec()
        })
        .collect();
    assert_eq!(
        y,
        vec![vec![11.0, 22.0], vec![12.0, 24.0], vec![13.0, 26.0]]
    );
    s.reset();
    assert_eq!(s.step(&[x]).unwrap()[0].as_f32(), Some(&[11.0, 22.0][..]));
}

/// What the importer cannot give a value: each an error naming the operator and the reason.
#[test]
fn resource_variable_errors() {
    let (ops, tensors) = init_ops(f32_constant("init", &[2], &[10.0, 20.0]));
    let e = err(&accumulator(false, ops, tensors));
    assert!(
        e.contains("reads variable \"acc\", which has no value: no CALL_ONCE initialisation subgraph assigns it"),
        "{e}"
    );
    let (ops, tensors) = init_ops(act("init", TfType::Float32, &[2], None));
    let e = err(&accumulator(true, ops, tensors));
    assert!(
        e.contains("initialisation subgraph 1, operator 1: assigns tensor 0 \"init\", which is not a constant"),
        "{e}"
    );
    let (mut ops, tensors) = init_ops(f32_constant("init", &[2], &[10.0, 20.0]));
    ops.push(op(
        2,
        BuiltinOp::Builtin(O::Tanh),
        &[0],
        &[0],
        TfOptions::None,
    ));
    let e = err(&accumulator(true, ops, tensors));
    assert!(
        e.contains("TANH is not imported in an initialisation subgraph"),
        "{e}"
    );
    let (ops, tensors) = init_ops(f32_constant("init", &[3], &[1.0, 2.0, 3.0]));
    let e = err(&accumulator(true, ops, tensors));
    assert!(
        e.contains(
            "reads variable \"acc\" as tensor<2xf32>, but its initial value is tensor<3xf32>"
        ),
        "{e}"
    );
    let mut m = accumulator(true, vec![], vec![]);
    m.others.clear();
    let e = err(&m);
    assert!(
        e.contains("names initialisation subgraph 1, but the model has subgraphs 1..1"),
        "{e}"
    );
}

/// REDUCE_PROD on int32 values wraps as TFLite's int32 product does, from 1 in row-major
/// order; int32 CONCATENATION (shape arithmetic) copies; an int8 REDUCE_PROD (the quantized
/// form) is refused.
#[test]
fn int32_reduce_prod_and_concatenation() {
    let m = model(
        vec![
            act("x", TfType::Int32, &[2, 3], None),
            constant("axes", TfType::Int32, &[1], &[1], None),
            act("p", TfType::Int32, &[2], None),
            act("c", TfType::Int32, &[4], None),
        ],
        vec![
            op(
                0,
                BuiltinOp::Builtin(O::ReduceProd),
                &[0, 1],
                &[2],
                TfOptions::Reducer { keep_dims: false },
            ),
            op(
                1,
                BuiltinOp::Builtin(O::Concatenation),
                &[2, 2],
                &[3],
                TfOptions::Concatenation {
                    axis: 0,
                    activation: Act::None,
                },
            ),
        ],
        &[0],
        &[3],
    );
    let g = import(&m).unwrap();
    let x = Tensor::from_i64(DType::I32, &[2, 3], &[65536, 65536, 3, -2, 5, 7]).unwrap();
    let out = qnn_interp::run(&g, &[x]).unwrap();
    // 65536 * 65536 wraps to 0 in int32.
    assert_eq!(out[0].to_i64().unwrap(), vec![0, -70, 0, -70]);
    let mut q = m.clone();
    q.subgraph.tensors[0].ty = TfType::Int8;
    q.subgraph.tensors[0].quant = quant(0.5, 0);
    assert!(err(&q).contains("REDUCE_PROD of i8 values (the quantized form) is not supported"));
}

// ---- LSTM ------------------------------------------------------------------------------------

/// An int8 UNIDIRECTIONAL_SEQUENCE_LSTM with 2 steps, 2 features and 2 units, all weights and
/// biases 0, hidden state zero point 3 and hidden (intermediate 4) zero point 5.
fn lstm_model() -> TfModel {
    let mut tensors = vec![act("x", TfType::Int8, &[1, 2, 2], quant(0.1, 0))];
    for k in 1..=8 {
        tensors.push(constant(
            &format!("w{k}"),
            TfType::Int8,
            &[2, 2],
            &[0; 4],
            quant(0.01, 0),
        ));
    }
    for k in 12..=15 {
        tensors.push(constant(
            &format!("b{k}"),
            TfType::Int32,
            &[2],
            &[0; 2],
            quant(0.001, 0),
        ));
    }
    let mut h = act("h", TfType::Int8, &[1, 2], quant(0.02, 3));
    h.is_variable = true;
    let mut c = act("c", TfType::Int16, &[1, 2], quant(2f32.powi(-11), 0));
    c.is_variable = true;
    tensors.extend([h, c]); // 13, 14
    tensors.push(act("y", TfType::Int8, &[1, 2, 2], quant(0.02, 3))); // 15
    for k in 0..4 {
        tensors.push(act(&format!("gate{k}"), TfType::Float32, &[0], None)); // 16..=19
    }
    tensors.push(act("hidden", TfType::Int8, &[0], quant(0.02, 5))); // 20
    let inputs: Vec<i32> = [
        0, 1, 2, 3, 4, 5, 6, 7, 8, -1, -1, -1, 9, 10, 11, 12, -1, -1, 13, 14,
    ]
    .into_iter()
    .chain([-1; 4])
    .collect();
    let mut lstm = op(
        0,
        BuiltinOp::Builtin(O::UnidirectionalSequenceLstm),
        &inputs,
        &[15],
        TfOptions::UnidirectionalSequenceLstm {
            activation: Act::Tanh,
            cell_clip: 10.0,
            proj_clip: 0.0,
            time_major: false,
            asymmetric_quantize_inputs: false,
            diagonal_recurrent_tensors: false,
        },
    );
    lstm.intermediates = vec![16, 17, 18, 19, 20];
    model(tensors, vec![lstm], &[0], &[15])
}

#[test]
fn lstm_states_are_the_variable_tensors() {
    let g = import(&lstm_model()).unwrap();
    let states: Vec<_> = g
        .states()
        .iter()
        .map(|s| (s.name.as_str(), s.init.to_i64().unwrap()))
        .collect();
    // ResetVariableTensor: int8 bytes are the zero point, the int16 cell state is 0.
    assert_eq!(states, vec![("h", vec![3, 3]), ("c", vec![0, 0])]);
    // Zero weights and biases: every gate is sigmoid(0) = 1/2 or tanh(0) = 0, so the cell stays 0
    // and the hidden state is tanh(0) * 1/2 = 0, written with the hidden zero point 5.
    let x = Tensor::from_i64(DType::I8, &[1, 2, 2], &[100, -100, 7, 8]).unwrap();
    let h = Tensor::from_i64(DType::I8, &[1, 2], &[3, 3]).unwrap();
    let c = Tensor::from_i64(DType::I16, &[1, 2], &[0, 0]).unwrap();
    let out = qnn_interp::run(&g, &[x, h, c]).unwrap();
    let out: Vec<_> = out.iter().map(|t| t.to_i64().unwrap()).collect();
    assert_eq!(out, vec![vec![5, 5, 5, 5], vec![5, 5], vec![0, 0]]);
}

#[test]
fn lstm_forms_the_integer_kernel_does_not_take_are_refused() {
    let refused = |edit: &dyn Fn(&mut TfModel), want: &str| {
        let mut m = lstm_model();
        edit(&mut m);
        let e = err(&m);
        assert!(e.contains(want), "{e}");
    };
    let set_input =
        |m: &mut TfModel, k: usize, t: Option<usize>| m.subgraph.operators[0].inputs[k] = t;
    refused(
        &|m| m.subgraph.tensors[0].ty = TfType::Float32,
        "the states must both be tensor<1x2xf32> for an input tensor<1x2x2xf32>",
    );
    refused(
        &|m| m.subgraph.tensors[0].ty = TfType::Int16,
        "an LSTM with i16 activations",
    );
    refused(&|m| set_input(m, 1, None), "coupled input and forget gates");
    refused(&|m| set_input(m, 9, Some(1)), "peephole");
    refused(&|m| set_input(m, 16, Some(1)), "a projection");
    refused(&|m| set_input(m, 21, Some(1)), "layer normalization");
    refused(
        &|m| m.subgraph.operators[0].intermediates.truncate(4),
        "needs 5 intermediate tensors",
    );
    refused(
        &|m| m.subgraph.tensors[14].quant = quant(0.001, 0),
        "must have a power-of-two scale",
    );
    refused(
        &|m| m.subgraph.tensors[13].is_variable = false,
        "must be a variable tensor",
    );
    refused(
        &|m| m.subgraph.operators[0].inputs.truncate(19),
        "takes 20 to 24 inputs, found 19",
    );
}

/// ADD / SUB / MUL on int32 and int64 wrap and clamp to the fused activation's range over the
/// type (`CalculateActivationRange`).
#[test]
fn integer_add_sub_mul() {
    let binary = |ty: TfType, o: O, options: TfOptions| {
        model(
            vec![
                act("a", ty, &[3], None),
                act("b", ty, &[1], None),
                act("y", ty, &[3], None),
            ],
            vec![op(0, BuiltinOp::Builtin(o), &[0, 1], &[2], options)],
            &[0, 1],
            &[2],
        )
    };
    let run = |m: &TfModel, d: DType, a: &[i64], b: i64| {
        let g = import(m).unwrap();
        let a = Tensor::from_i64(d, &[3], a).unwrap();
        let b = Tensor::from_i64(d, &[1], &[b]).unwrap();
        qnn_interp::run(&g, &[a, b]).unwrap()[0].to_i64().unwrap()
    };
    let add = |activation| TfOptions::Add {
        activation,
        pot_scale_int16: true,
    };
    let m = binary(TfType::Int32, O::Add, add(Act::None));
    assert_eq!(
        run(&m, DType::I32, &[i64::from(i32::MAX), -5, 7], 1),
        vec![i64::from(i32::MIN), -4, 8]
    );
    let m = binary(TfType::Int32, O::Add, add(Act::Relu6));
    assert_eq!(run(&m, DType::I32, &[10, -5, 3], 1), vec![6, 0, 4]);
    let m = binary(
        TfType::Int64,
        O::Mul,
        TfOptions::Mul {
            activation: Act::Relu,
        },
    );
    assert_eq!(run(&m, DType::I64, &[1 << 40, -5, 3], -2), vec![0, 10, 0]);
    let sub = TfOptions::Sub {
        activation: Act::ReluN1To1,
        pot_scale_int16: true,
    };
    let m = binary(TfType::Int32, O::Sub, sub);
    assert_eq!(run(&m, DType::I32, &[10, 2, -3], 2), vec![1, 0, -1]);
    let mut m = binary(TfType::Int32, O::Add, add(Act::None));
    m.subgraph.tensors[1].ty = TfType::Int64;
    assert!(
        err(&m).contains("must be i32 like input 0, found i64"),
        "{}",
        err(&m)
    );
}

/// The float kernel: the states are float zeros; a time-major batch of 2 (Eigen's matrix-matrix
/// product) and a single unit (Eigen's dot product) are refused.
#[test]
fn float_lstm_states_and_refusals() {
    let floats = |m: &mut TfModel| {
        for t in &mut m.subgraph.tensors {
            if t.ty != TfType::Float32 {
                let n: i32 = t.shape.iter().product();
                t.ty = TfType::Float32;
                t.quant = None;
                t.data = t.data.as_ref().map(|_| vec![0; 4 * n as usize]);
            }
        }
    };
    let mut m = lstm_model();
    floats(&mut m);
    let g = import(&m).unwrap();
    let states: Vec<_> = g
        .states()
        .iter()
        .map(|s| (s.name.as_str(), s.init.as_f32().unwrap().to_vec()))
        .collect();
    assert_eq!(states, vec![("h", vec![0.0; 2]), ("c", vec![0.0; 2])]);
    // Zero weights: every gate is Eigen's logistic(0) = 0.5 or tanh(0) = 0, so h stays 0.
    let f32s = |shape: &[usize], v: Vec<f32>| {
        Tensor::new(
            qnn_ir::TensorType::new(DType::F32, shape.iter().copied()),
            Data::F32(v),
        )
        .unwrap()
    };
    let x = f32s(&[1, 2, 2], vec![1.0, -2.0, 0.5, 3.0]);
    let zeros = f32s(&[1, 2], vec![0.0; 2]);
    let out = qnn_interp::run(&g, &[x, zeros.clone(), zeros]).unwrap();
    assert_eq!(out[0].as_f32().unwrap(), &[0.0; 4]);

    let mut t = m.clone();
    if let TfOptions::UnidirectionalSequenceLstm { time_major, .. } =
        &mut t.subgraph.operators[0].options
    {
        *time_major = true;
    }
    t.subgraph.tensors[0].shape = vec![2, 2, 2];
    for k in [13, 14] {
        t.subgraph.tensors[k].shape = vec![2, 2];
    }
    assert!(
        err(&t).contains("a time-major float LSTM with a batch of 2 is not supported"),
        "{}",
        err(&t)
    );

    // One unit: [1, 2] input weights, [1, 1] recurrent weights, [1] biases, [1, 1] states.
    let mut one = lstm_model();
    for k in 1..=8 {
        one.subgraph.tensors[k].shape = vec![1, if k <= 4 { 2 } else { 1 }];
    }
    for k in 9..=12 {
        one.subgraph.tensors[k].shape = vec![1];
    }
    one.subgraph.tensors[13].shape = vec![1, 1];
    one.subgraph.tensors[14].shape = vec![1, 1];
    one.subgraph.tensors[15].shape = vec![1, 2, 1];
    floats(&mut one);
    assert!(
        err(&one).contains("a float LSTM with one unit is not supported"),
        "{}",
        err(&one)
    );

    // Dynamic range: int8 weights under a float input; all four gates' weights must be int8.
    let mut hybrid = lstm_model();
    for k in [0, 9, 10, 11, 12, 13, 14, 15] {
        let t = &mut hybrid.subgraph.tensors[k];
        let n: i32 = t.shape.iter().product();
        t.ty = TfType::Float32;
        t.quant = None;
        t.data = t.data.as_ref().map(|_| vec![0; 4 * n as usize]);
    }
    let g = import(&hybrid).unwrap();
    let dense = ops(&g)
        .iter()
        .filter(|o| matches!(o, Op::QnnHybridDense(_)))
        .count();
    assert_eq!(dense, 4, "two steps, two products each");
    hybrid.subgraph.tensors[6].ty = TfType::Float32;
    hybrid.subgraph.tensors[6].data = Some(vec![0; 16]);
    assert!(
        err(&hybrid).contains("must be int8 [2, 2] like the other weights"),
        "{}",
        err(&hybrid)
    );
}

/// REVERSE_V2 reverses the constant axes (negative ones from the end) of any element type.
#[test]
fn reverse_v2_reverses_the_given_axes() {
    let m = |axes: &[i64]| {
        model(
            vec![
                act("x", TfType::Int32, &[2, 3], None),
                constant("axes", TfType::Int32, &[axes.len() as i32], axes, None),
                act("y", TfType::Int32, &[2, 3], None),
            ],
            vec![op(
                0,
                BuiltinOp::Builtin(O::ReverseV2),
                &[0, 1],
                &[2],
                TfOptions::None,
            )],
            &[0],
            &[2],
        )
    };
    let x = Tensor::from_i64(DType::I32, &[2, 3], &[1, 2, 3, 4, 5, 6]).unwrap();
    assert_eq!(
        run1(&import(&m(&[-1])).unwrap(), x.clone()),
        vec![3, 2, 1, 6, 5, 4]
    );
    assert_eq!(
        run1(&import(&m(&[0])).unwrap(), x.clone()),
        vec![4, 5, 6, 1, 2, 3]
    );
    assert_eq!(
        run1(&import(&m(&[0, 1])).unwrap(), x),
        vec![6, 5, 4, 3, 2, 1]
    );
    assert!(err(&m(&[2])).contains("axis 2 is out of range for rank 2"));
    assert!(err(&m(&[1, -1])).contains("axis -1 is given twice"));
}

/// POW on int32 takes constant exponents >= 0; float POW is refused.
#[test]
fn int32_pow_exponents() {
    let m = |ty: TfType, e: &[i64]| {
        model(
            vec![
                act("x", ty, &[2], None),
                constant("e", TfType::Int32, &[2], e, None),
                act("y", ty, &[2], None),
            ],
            vec![op(
                0,
                BuiltinOp::Builtin(O::Pow),
                &[0, 1],
                &[2],
                TfOptions::None,
            )],
            &[0],
            &[2],
        )
    };
    let g = import(&m(TfType::Int32, &[3, 0])).unwrap();
    let x = Tensor::from_i64(DType::I32, &[2], &[-5, 0]).unwrap();
    assert_eq!(run1(&g, x), vec![-125, 1]);
    let g = import(&m(TfType::Int32, &[2, 31])).unwrap();
    let x = Tensor::from_i64(DType::I32, &[2], &[46341, -2]).unwrap();
    // 46341^2 leaves int32 (INT32_MIN, as x86-64 converts); (-2)^31 = INT32_MIN fits.
    assert_eq!(run1(&g, x), vec![i64::from(i32::MIN); 2]);
    assert!(err(&m(TfType::Int32, &[1, -1])).contains("the exponent -1 is negative"));
    let mut f = m(TfType::Float32, &[1, 1]);
    f.subgraph.tensors[1].ty = TfType::Float32;
    f.subgraph.tensors[1].data = Some(vec![0; 8]);
    assert!(
        err(&f).contains("POW on f32 tensors is not supported"),
        "{}",
        err(&f)
    );
}
