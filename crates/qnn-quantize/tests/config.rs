//! Every qconfig field, valid and invalid, the `[tvm]` table, and `explain`.

use qnn_ir::DType;
use qnn_quantize::{Calibration, ConfigError, QConfig, WeightScale};

fn parse(text: &str) -> QConfig {
    QConfig::from_toml(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// The field an invalid configuration names, and its message.
fn refused(text: &str) -> (String, String) {
    match QConfig::from_toml(text) {
        Err(ConfigError::Field { field, message }) => (field, message),
        other => panic!("{text}: expected a field error, got {other:?}"),
    }
}

#[test]
fn the_default_is_tflites_scheme() {
    let c = parse("");
    assert_eq!(c, QConfig::default());
    assert_eq!(
        (
            c.activations.bits,
            c.activations.dtype,
            c.activations.symmetric
        ),
        (8, DType::I8, false)
    );
    let w = c.weights;
    assert_eq!(
        (
            w.scheme.bits,
            w.scheme.dtype,
            w.scheme.symmetric,
            w.per_channel
        ),
        (8, DType::I8, true, true)
    );
    assert_eq!(w.scale, WeightScale::Max);
    assert!(!w.bias_correction);
    assert!(w.adaptive_rounding);
    assert_eq!((c.bias.bits, c.bias.dtype), (32, DType::I32));
    // The one departure: each activation's range chosen by its error (`auto`), judged on
    // the first 32 samples; `minmax` when activations are wider than 8 bits.
    assert_eq!((c.calibration, c.search_samples), (Calibration::Auto, 32));
    let wide = parse("[activations]\nbits = 16\n");
    assert_eq!(wide.calibration, Calibration::MinMax);
    let e = wide.explain();
    let line = e.lines().find(|l| l.starts_with("calibration.mode"));
    assert!(
        line.is_some_and(|l| l.contains("\"minmax\"") && l.ends_with("# inferred from bits")),
        "{e}"
    );
    assert_eq!(c.rounding, qnn_arith::Rounding::TfliteDouble);
    assert!(!c.fully_integral);
}

#[test]
fn bits_infer_the_storage_and_must_fit_a_given_one() {
    // int4 weights and int16 activations: the storage follows the bits.
    let c = parse("[weights]\nbits = 4\n[activations]\nbits = 16\n");
    assert_eq!(
        (c.weights.scheme.bits, c.weights.scheme.dtype),
        (4, DType::I8)
    );
    assert_eq!((c.activations.bits, c.activations.dtype), (16, DType::I16));
    // An explicit storage wider than the bits.
    let c = parse("[activations]\nbits = 8\ndtype = \"i16\"\nsymmetric = true\n");
    assert_eq!(
        (c.activations.dtype, c.activations.symmetric),
        (DType::I16, true)
    );
    let c = parse("[activations]\ndtype = \"u8\"\n");
    assert_eq!((c.activations.bits, c.activations.dtype), (8, DType::U8));
    // Bits that do not fit the given storage: the error says so.
    let (field, message) = refused("[weights]\nbits = 12\ndtype = \"i8\"\n");
    assert_eq!(field, "weights.bits");
    assert!(
        message.contains("12 bits do not fit `weights.dtype = \"i8\"` (8 bits)"),
        "{message}"
    );
    // Out of range, of the wrong type, an unknown storage, a storage too wide for a scheme.
    assert_eq!(refused("[weights]\nbits = 1\n").0, "weights.bits");
    assert_eq!(refused("[activations]\nbits = 17\n").0, "activations.bits");
    assert_eq!(
        refused("[activations]\nbits = \"8\"\n").0,
        "activations.bits"
    );
    assert_eq!(
        refused("[activations]\ndtype = \"f32\"\n").0,
        "activations.dtype"
    );
    assert_eq!(
        refused("[activations]\ndtype = \"i32\"\n").0,
        "activations.bits"
    );
    assert_eq!(
        refused("[activations]\nsymmetric = 1\n").0,
        "activations.symmetric"
    );
}

#[test]
fn weight_fields() {
    let c = parse("[weights]\nsymmetric = false\nper_channel = false\nscale = \"power2\"\n");
    assert!(!c.weights.scheme.symmetric && !c.weights.per_channel);
    assert!(
        parse("[weights]\nbias_correction = true\n")
            .weights
            .bias_correction
    );
    assert!(
        !parse("[weights]\nbias_correction = false\n")
            .weights
            .bias_correction
    );
    // On by default only where the weights' error dominates (fewer than 8 bits, or wider
    // activations) and they are rounded to nearest (inferred, as `explain` says), unless the
    // file says.
    let bc = |text: &str| parse(text).weights.bias_correction;
    assert!(bc("[weights]\nbits = 4\nrounding = \"nearest\"\n"));
    assert!(bc(
        "[activations]\nbits = 16\n[weights]\nrounding = \"nearest\"\n"
    ));
    assert!(!bc("[weights]\nbits = 4\n"));
    assert!(!bc("[activations]\nbits = 16\n"));
    assert!(!bc(""));
    assert!(!bc("[weights]\nrounding = \"nearest\"\n"));
    assert!(!bc(
        "[weights]\nbits = 4\nrounding = \"nearest\"\nbias_correction = false\n"
    ));
    assert!(!bc("[weights]\nbits = 12\n"));
    let e = parse("[weights]\nbits = 4\nrounding = \"nearest\"\n").explain();
    let line = e.lines().find(|l| l.starts_with("weights.bias_correction"));
    assert!(
        line.is_some_and(
            |l| l.contains("= true") && l.ends_with("# inferred from bits and weights.rounding")
        ),
        "{e}"
    );
    for bad in ["1", "\"true\"", "[true]"] {
        let (field, message) = refused(&format!("[weights]\nbias_correction = {bad}\n"));
        assert_eq!(field, "weights.bias_correction", "{message}");
        assert!(message.contains("expected true or false"), "{message}");
    }
    // Cross-layer equalization: off unless asked.
    assert!(!parse("").weights.equalize);
    assert!(parse("[weights]\nequalize = true\n").weights.equalize);
    assert!(!parse("[weights]\nbits = 4\n").weights.equalize);
    for bad in ["1", "\"yes\"", "[true]"] {
        let (field, message) = refused(&format!("[weights]\nequalize = {bad}\n"));
        assert_eq!(field, "weights.equalize", "{bad}: {message}");
    }
    // Adaptive rounding: on unless asked otherwise.
    let adaptive = |text: &str| parse(text).weights.adaptive_rounding;
    assert!(adaptive(""));
    assert!(adaptive("[weights]\nbits = 4\n"));
    assert!(adaptive("[activations]\nbits = 16\n"));
    assert!(adaptive("[weights]\nrounding = \"adaptive\"\n"));
    assert!(!adaptive("[weights]\nbits = 4\nrounding = \"nearest\"\n"));
    assert!(!adaptive("[weights]\nrounding = \"nearest\"\n"));
    let e = parse("[activations]\nbits = 16\n").explain();
    for (field, source) in [
        ("weights.rounding = \"adaptive\"", "# default"),
        ("weights.bias_correction = false", "# inferred from bits"),
    ] {
        let line = e.lines().find(|l| l.starts_with(field));
        assert!(line.is_some_and(|l| l.contains(source)), "{field}: {e}");
    }
    for bad in ["\"up\"", "true", "1", "[\"adaptive\"]"] {
        let (field, message) = refused(&format!("[weights]\nrounding = {bad}\n"));
        assert_eq!(field, "weights.rounding", "{bad}: {message}");
    }
    assert!(refused("[weights]\nrounding = \"up\"\n")
        .1
        .contains("`nearest` or `adaptive`"));
    assert_eq!(c.weights.scale, WeightScale::Power2);
    assert_eq!(refused("[weights]\nscale = \"min\"\n").0, "weights.scale");
    assert_eq!(
        refused("[weights]\nper_channel = \"yes\"\n").0,
        "weights.per_channel"
    );
    assert_eq!(
        refused("[weights]\nzero_point = 3\n").0,
        "weights.zero_point"
    );
}

#[test]
fn bias_fields() {
    let c = parse("[bias]\nbits = 40\n");
    assert_eq!((c.bias.bits, c.bias.dtype), (40, DType::I64));
    let c = parse("[bias]\nbits = 16\n");
    assert_eq!(c.bias.dtype, DType::I32);
    let c = parse("[bias]\ndtype = \"i64\"\n");
    assert_eq!((c.bias.bits, c.bias.dtype), (32, DType::I64));
    assert_eq!(
        refused("[bias]\nbits = 40\ndtype = \"i32\"\n").0,
        "bias.bits"
    );
    assert_eq!(refused("[bias]\nbits = 65\n").0, "bias.bits");
}

#[test]
fn calibration_fields() {
    assert_eq!(
        parse("[calibration]\nmode = \"kl_divergence\"\n").calibration,
        Calibration::KlDivergence
    );
    assert_eq!(
        parse("[calibration]\nmode = \"mse\"\n").calibration,
        Calibration::Mse
    );
    assert_eq!(
        parse("[calibration]\nmode = \"percentile\"\npercentile = 99.99\n").calibration,
        Calibration::Percentile(99.99)
    );
    assert_eq!(
        parse("[calibration]\nmode = \"global_scale\"\nglobal_scale = 8\n").calibration,
        Calibration::GlobalScale(8.0)
    );
    assert_eq!(
        refused("[calibration]\nmode = \"entropy\"\n").0,
        "calibration.mode"
    );
    assert_eq!(
        refused("[calibration]\nmode = \"percentile\"\n").0,
        "calibration.percentile"
    );
    assert_eq!(
        refused("[calibration]\nmode = \"percentile\"\npercentile = 0\n").0,
        "calibration.percentile"
    );
    assert_eq!(
        refused("[calibration]\npercentile = 99.0\n").0,
        "calibration.percentile"
    );
    assert_eq!(
        refused("[calibration]\nmode = \"global_scale\"\n").0,
        "calibration.global_scale"
    );
    assert_eq!(
        refused("[calibration]\nmode = \"global_scale\"\nglobal_scale = -1.0\n").0,
        "calibration.global_scale"
    );
    assert_eq!(
        refused("[calibration]\nmode = \"minmax\"\nglobal_scale = 8.0\n").0,
        "calibration.global_scale"
    );
}

#[test]
fn auto_calibration_and_its_sample_limit() {
    let c = parse("[calibration]\nmode = \"auto\"\n");
    assert_eq!(c.calibration, Calibration::Auto);
    assert_eq!(c.search_samples, 32);
    let c = parse("[calibration]\nmode = \"auto\"\nsearch_samples = 4\n");
    assert_eq!(c.search_samples, 4);
    // `auto` is the default mode with 8-bit activations, so the limit alone is fine there,
    // and refused where the default is `minmax`.
    assert_eq!(
        parse("[calibration]\nsearch_samples = 8\n").search_samples,
        8
    );
    let (field, message) = refused("[activations]\nbits = 16\n[calibration]\nsearch_samples = 8\n");
    assert_eq!(field, "calibration.search_samples");
    assert!(message.contains("`minmax`"), "{message}");
    for bad in ["0", "-3", "2.5", "\"all\"", "2000000"] {
        let (field, message) = refused(&format!(
            "[calibration]\nmode = \"auto\"\nsearch_samples = {bad}\n"
        ));
        assert_eq!(field, "calibration.search_samples", "{bad}: {message}");
    }
    // The limit belongs to `auto` only.
    let (field, message) = refused("[calibration]\nmode = \"mse\"\nsearch_samples = 4\n");
    assert_eq!(field, "calibration.search_samples");
    assert!(message.contains("`mse`"), "{message}");
    let e = parse("[calibration]\nmode = \"auto\"\nsearch_samples = 4\n").explain();
    assert!(e.contains("calibration.mode = \"auto\""), "{e}");
    assert!(e.contains("calibration.search_samples = 4"), "{e}");
}

#[test]
fn rounding_skip_and_fully_integral() {
    let c = parse("rounding = \"upward\"\nfully_integral = true\n[skip]\nkinds = [\"dense\"]\nnames = [\"conv1\"]\nindices = [0, 3]\n");
    assert_eq!(c.rounding, qnn_arith::Rounding::Upward);
    assert!(c.fully_integral);
    assert_eq!(
        (
            c.skip.kinds.as_slice(),
            c.skip.names.as_slice(),
            c.skip.indices.as_slice()
        ),
        (
            &["dense".to_string()][..],
            &["conv1".to_string()][..],
            &[0usize, 3][..]
        )
    );
    assert_eq!(refused("rounding = \"banker\"\n").0, "rounding");
    assert_eq!(refused("fully_integral = \"no\"\n").0, "fully_integral");
    assert_eq!(refused("[skip]\nindices = [-1]\n").0, "skip.indices");
    assert_eq!(refused("[skip]\nkinds = [\"\"]\n").0, "skip.kinds");
    assert_eq!(refused("[skip]\nops = [\"add\"]\n").0, "skip.ops");
    assert_eq!(refused("quantize = true\n").0, "quantize");
    assert!(matches!(
        QConfig::from_toml("[weights\nbits = 8"),
        Err(ConfigError::Syntax(_))
    ));
}

#[test]
fn tvm_fields_map_to_ours() {
    // TVM's int16 needed both nbit and dtype; here the bits alone give the storage.
    let c = parse(
        "[tvm]\nnbit_input = 16\nnbit_activation = 16\nnbit_weight = 8\ndtype_weight = \"int8\"\n",
    );
    assert_eq!((c.activations.bits, c.activations.dtype), (16, DType::I16));
    assert_eq!(
        (c.weights.scheme.bits, c.weights.scheme.dtype),
        (8, DType::I8)
    );
    let c = parse("[tvm]\ncalibrate_mode = \"global_scale\"\nglobal_scale = 8.0\nweight_scale = \"power2\"\nskip_dense_layer = true\nskip_conv_layers = [0]\nrounding = \"TONEAREST\"\npartition_conversions = \"fully_integral\"\ndo_simulation = false\nround_for_shift = true\ncalibrate_chunk_by = -1\n");
    assert_eq!(c.calibration, Calibration::GlobalScale(8.0));
    assert_eq!(c.weights.scale, WeightScale::Power2);
    assert_eq!(c.skip.kinds, vec!["dense".to_string()]);
    assert_eq!(c.skip.indices, vec![0]);
    assert_eq!(c.rounding, qnn_arith::Rounding::ToNearest);
    assert!(c.fully_integral);
    assert_eq!(
        parse("[tvm]\nglobal_scale = 4.0\n").calibration,
        Calibration::GlobalScale(4.0)
    );
    assert_eq!(
        parse("[tvm]\ncalibrate_mode = \"kl_divergence\"\n").calibration,
        Calibration::KlDivergence
    );
    assert_eq!(
        parse("[tvm]\ndtype_input = \"int16\"\n").activations.dtype,
        DType::I16
    );
    // Refused, each with the reason.
    // (The table's fields are read in name order: `nbit_activation` first.)
    let (f, m) = refused("[tvm]\nnbit_input = 8\nnbit_activation = 16\n");
    assert_eq!(f, "tvm.nbit_input");
    assert!(
        m.contains("one scheme serves inputs and activations"),
        "{m}"
    );
    assert!(refused("[tvm]\ndo_simulation = true\n")
        .1
        .contains("--simulate"));
    assert_eq!(
        refused("[tvm]\nround_for_shift = false\n").0,
        "tvm.round_for_shift"
    );
    assert!(refused("[tvm]\ndebug_enabled_ops = [\"nn.conv2d\"]\n")
        .1
        .contains("skip.kinds"));
    assert_eq!(
        refused("[tvm]\nrounding = \"DOWNWARD\"\n").0,
        "tvm.rounding"
    );
    assert_eq!(
        refused("[tvm]\ncalibrate_mode = \"percentile\"\n").0,
        "tvm.calibrate_mode"
    );
    assert_eq!(
        refused("[tvm]\npartition_conversions = \"maybe\"\n").0,
        "tvm.partition_conversions"
    );
    assert_eq!(refused("[tvm]\nnbit_bias = 32\n").0, "tvm.nbit_bias");
    // Every TVM field the table accepts has a mapping note.
    for (name, note) in qnn_quantize::config::TVM_FIELDS {
        assert!(!note.is_empty(), "{name}");
    }
}

#[test]
fn explain_names_every_field_and_its_source() {
    let c = parse("[weights]\nbits = 4\n[tvm]\nnbit_activation = 16\n");
    let e = c.explain();
    for line in [
        "activations.bits = 16",
        "# tvm.nbit_activation",
        "activations.dtype = \"i16\"",
        "weights.bits = 4",
        "# file",
        "weights.dtype = \"i8\"",
        "# inferred from bits",
        "bias.bits = 32",
        "calibration.mode = \"minmax\"",
        "rounding = \"tflite_double\"",
        "fully_integral = false",
    ] {
        assert!(e.contains(line), "{line} missing from\n{e}");
    }
    assert!(e.contains("weights.bias_correction = false"), "{e}");
    assert!(e.contains("weights.rounding = \"adaptive\""), "{e}");
    assert_eq!(e.lines().count(), 19, "{e}");
    assert!(
        parse("[calibration]\nmode = \"percentile\"\npercentile = 99.9\n")
            .explain()
            .contains("calibration.percentile = 99.9")
    );
}

#[test]
fn explain_of_the_default_reads_as_a_qconfig() {
    let e = QConfig::default().explain();
    println!("{e}");
    assert!(
        e.lines().all(|l| l.contains(" = ") && l.contains("  # ")),
        "{e}"
    );
}

#[test]
fn fast_is_one_minmax_pass_with_nearest_rounding() {
    let c = parse("[activations]\nbits = 16\n").fast().expect("fast");
    assert_eq!(c.calibration, Calibration::MinMax);
    assert!(!c.weights.adaptive_rounding && !c.weights.bias_correction);
    assert!(c.explain().contains("# --fast"), "{}", c.explain());
    for text in [
        "[calibration]\nmode = \"mse\"\n",
        "[weights]\nrounding = \"adaptive\"\n",
        "[weights]\nbits = 4\nbias_correction = true\n",
    ] {
        match parse(text).fast() {
            Err(ConfigError::Field { field, message }) => {
                assert!(
                    text.contains(field.split('.').nth(1).unwrap_or("?")),
                    "{field}"
                );
                assert!(message.contains("--fast"), "{message}");
            }
            other => panic!("{text}: {other:?}"),
        }
    }
    // Fields that agree with --fast are fine.
    assert!(parse("[calibration]\nmode = \"minmax\"\n").fast().is_ok());
}
