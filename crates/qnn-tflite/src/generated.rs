pub use root::*;

const _: () = ::planus::check_version_compatibility("planus-1.3.0");

/// The root namespace
///
/// Generated from these locations:
/// * File `schema/tflite.fbs`
#[no_implicit_prelude]
#[allow(clippy::needless_lifetimes)]
mod root {
    /// The namespace `tflite`
    ///
    /// Generated from these locations:
    /// * File `schema/tflite.fbs`
    pub mod tflite {
        /// The enum `Padding` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Enum `Padding` in the file `schema/tflite.fbs:30`
        #[derive(
            Copy,
            Clone,
            Debug,
            PartialEq,
            Eq,
            PartialOrd,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        #[repr(i8)]
        pub enum Padding {
            Same = 0,

            Valid = 1,
        }

        impl Padding {
            /// Array containing all valid variants of Padding
            pub const ENUM_VALUES: [Self; 2] = [Self::Same, Self::Valid];
        }

        impl ::core::convert::TryFrom<i8> for Padding {
            type Error = ::planus::errors::UnknownEnumTagKind;
            #[inline]
            fn try_from(
                value: i8,
            ) -> ::core::result::Result<Self, ::planus::errors::UnknownEnumTagKind> {
                #[allow(clippy::match_single_binding)]
                match value {
                    0 => ::core::result::Result::Ok(Padding::Same),
                    1 => ::core::result::Result::Ok(Padding::Valid),

                    _ => ::core::result::Result::Err(::planus::errors::UnknownEnumTagKind {
                        tag: value as i128,
                    }),
                }
            }
        }

        impl ::core::convert::From<Padding> for i8 {
            #[inline]
            fn from(value: Padding) -> Self {
                value as i8
            }
        }

        /// # Safety
        /// The Planus compiler correctly calculates `ALIGNMENT` and `SIZE`.
        unsafe impl ::planus::Primitive for Padding {
            const ALIGNMENT: usize = 1;
            const SIZE: usize = 1;
        }

        impl ::planus::WriteAsPrimitive<Padding> for Padding {
            #[inline]
            fn write<const N: usize>(&self, cursor: ::planus::Cursor<'_, N>, buffer_position: u32) {
                (*self as i8).write(cursor, buffer_position);
            }
        }

        impl ::planus::WriteAs<Padding> for Padding {
            type Prepared = Self;

            #[inline]
            fn prepare(&self, _builder: &mut ::planus::Builder) -> Padding {
                *self
            }
        }

        impl ::planus::WriteAsDefault<Padding, Padding> for Padding {
            type Prepared = Self;

            #[inline]
            fn prepare(
                &self,
                _builder: &mut ::planus::Builder,
                default: &Padding,
            ) -> ::core::option::Option<Padding> {
                if self == default {
                    ::core::option::Option::None
                } else {
                    ::core::option::Option::Some(*self)
                }
            }
        }

        impl ::planus::WriteAsOptional<Padding> for Padding {
            type Prepared = Self;

            #[inline]
            fn prepare(&self, _builder: &mut ::planus::Builder) -> ::core::option::Option<Padding> {
                ::core::option::Option::Some(*self)
            }
        }

        impl<'buf> ::planus::TableRead<'buf> for Padding {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'buf>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                let n: i8 = ::planus::TableRead::from_buffer(buffer, offset)?;
                ::core::result::Result::Ok(::core::convert::TryInto::try_into(n)?)
            }
        }

        impl<'buf> ::planus::VectorReadInner<'buf> for Padding {
            type Error = ::planus::errors::UnknownEnumTag;
            const STRIDE: usize = 1;
            #[inline]
            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'buf>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::UnknownEnumTag> {
                let value = unsafe { *buffer.buffer.get_unchecked(offset) as i8 };
                let value: ::core::result::Result<Self, _> =
                    ::core::convert::TryInto::try_into(value);
                value.map_err(|error_kind| {
                    error_kind.with_error_location(
                        "Padding",
                        "VectorRead::from_buffer",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<Padding> for Padding {
            const STRIDE: usize = 1;

            type Value = Self;

            #[inline]
            fn prepare(&self, _builder: &mut ::planus::Builder) -> Self {
                *self
            }

            #[inline]
            unsafe fn write_values(
                values: &[Self],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 1];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - i as u32,
                    );
                }
            }
        }

        /// The enum `ActivationFunctionType` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Enum `ActivationFunctionType` in the file `schema/tflite.fbs:32`
        #[derive(
            Copy,
            Clone,
            Debug,
            PartialEq,
            Eq,
            PartialOrd,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        #[repr(i8)]
        pub enum ActivationFunctionType {
            None = 0,

            Relu = 1,

            ReluN1To1 = 2,

            Relu6 = 3,

            Tanh = 4,

            SignBit = 5,
        }

        impl ActivationFunctionType {
            /// Array containing all valid variants of ActivationFunctionType
            pub const ENUM_VALUES: [Self; 6] = [
                Self::None,
                Self::Relu,
                Self::ReluN1To1,
                Self::Relu6,
                Self::Tanh,
                Self::SignBit,
            ];
        }

        impl ::core::convert::TryFrom<i8> for ActivationFunctionType {
            type Error = ::planus::errors::UnknownEnumTagKind;
            #[inline]
            fn try_from(
                value: i8,
            ) -> ::core::result::Result<Self, ::planus::errors::UnknownEnumTagKind> {
                #[allow(clippy::match_single_binding)]
                match value {
                    0 => ::core::result::Result::Ok(ActivationFunctionType::None),
                    1 => ::core::result::Result::Ok(ActivationFunctionType::Relu),
                    2 => ::core::result::Result::Ok(ActivationFunctionType::ReluN1To1),
                    3 => ::core::result::Result::Ok(ActivationFunctionType::Relu6),
                    4 => ::core::result::Result::Ok(ActivationFunctionType::Tanh),
                    5 => ::core::result::Result::Ok(ActivationFunctionType::SignBit),

                    _ => ::core::result::Result::Err(::planus::errors::UnknownEnumTagKind {
                        tag: value as i128,
                    }),
                }
            }
        }

        impl ::core::convert::From<ActivationFunctionType> for i8 {
            #[inline]
            fn from(value: ActivationFunctionType) -> Self {
                value as i8
            }
        }

        /// # Safety
        /// The Planus compiler correctly calculates `ALIGNMENT` and `SIZE`.
        unsafe impl ::planus::Primitive for ActivationFunctionType {
            const ALIGNMENT: usize = 1;
            const SIZE: usize = 1;
        }

        impl ::planus::WriteAsPrimitive<ActivationFunctionType> for ActivationFunctionType {
            #[inline]
            fn write<const N: usize>(&self, cursor: ::planus::Cursor<'_, N>, buffer_position: u32) {
                (*self as i8).write(cursor, buffer_position);
            }
        }

        impl ::planus::WriteAs<ActivationFunctionType> for ActivationFunctionType {
            type Prepared = Self;

            #[inline]
            fn prepare(&self, _builder: &mut ::planus::Builder) -> ActivationFunctionType {
                *self
            }
        }

        impl ::planus::WriteAsDefault<ActivationFunctionType, ActivationFunctionType>
            for ActivationFunctionType
        {
            type Prepared = Self;

            #[inline]
            fn prepare(
                &self,
                _builder: &mut ::planus::Builder,
                default: &ActivationFunctionType,
            ) -> ::core::option::Option<ActivationFunctionType> {
                if self == default {
                    ::core::option::Option::None
                } else {
                    ::core::option::Option::Some(*self)
                }
            }
        }

        impl ::planus::WriteAsOptional<ActivationFunctionType> for ActivationFunctionType {
            type Prepared = Self;

            #[inline]
            fn prepare(
                &self,
                _builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<ActivationFunctionType> {
                ::core::option::Option::Some(*self)
            }
        }

        impl<'buf> ::planus::TableRead<'buf> for ActivationFunctionType {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'buf>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                let n: i8 = ::planus::TableRead::from_buffer(buffer, offset)?;
                ::core::result::Result::Ok(::core::convert::TryInto::try_into(n)?)
            }
        }

        impl<'buf> ::planus::VectorReadInner<'buf> for ActivationFunctionType {
            type Error = ::planus::errors::UnknownEnumTag;
            const STRIDE: usize = 1;
            #[inline]
            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'buf>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::UnknownEnumTag> {
                let value = unsafe { *buffer.buffer.get_unchecked(offset) as i8 };
                let value: ::core::result::Result<Self, _> =
                    ::core::convert::TryInto::try_into(value);
                value.map_err(|error_kind| {
                    error_kind.with_error_location(
                        "ActivationFunctionType",
                        "VectorRead::from_buffer",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<ActivationFunctionType> for ActivationFunctionType {
            const STRIDE: usize = 1;

            type Value = Self;

            #[inline]
            fn prepare(&self, _builder: &mut ::planus::Builder) -> Self {
                *self
            }

            #[inline]
            unsafe fn write_values(
                values: &[Self],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 1];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - i as u32,
                    );
                }
            }
        }

        /// The enum `FullyConnectedOptionsWeightsFormat` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Enum `FullyConnectedOptionsWeightsFormat` in the file `schema/tflite.fbs:41`
        #[derive(
            Copy,
            Clone,
            Debug,
            PartialEq,
            Eq,
            PartialOrd,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        #[repr(i8)]
        pub enum FullyConnectedOptionsWeightsFormat {
            Default = 0,

            Shuffled4x16Int8 = 1,
        }

        impl FullyConnectedOptionsWeightsFormat {
            /// Array containing all valid variants of FullyConnectedOptionsWeightsFormat
            pub const ENUM_VALUES: [Self; 2] = [Self::Default, Self::Shuffled4x16Int8];
        }

        impl ::core::convert::TryFrom<i8> for FullyConnectedOptionsWeightsFormat {
            type Error = ::planus::errors::UnknownEnumTagKind;
            #[inline]
            fn try_from(
                value: i8,
            ) -> ::core::result::Result<Self, ::planus::errors::UnknownEnumTagKind> {
                #[allow(clippy::match_single_binding)]
                match value {
                    0 => ::core::result::Result::Ok(FullyConnectedOptionsWeightsFormat::Default),
                    1 => ::core::result::Result::Ok(
                        FullyConnectedOptionsWeightsFormat::Shuffled4x16Int8,
                    ),

                    _ => ::core::result::Result::Err(::planus::errors::UnknownEnumTagKind {
                        tag: value as i128,
                    }),
                }
            }
        }

        impl ::core::convert::From<FullyConnectedOptionsWeightsFormat> for i8 {
            #[inline]
            fn from(value: FullyConnectedOptionsWeightsFormat) -> Self {
                value as i8
            }
        }

        /// # Safety
        /// The Planus compiler correctly calculates `ALIGNMENT` and `SIZE`.
        unsafe impl ::planus::Primitive for FullyConnectedOptionsWeightsFormat {
            const ALIGNMENT: usize = 1;
            const SIZE: usize = 1;
        }

        impl ::planus::WriteAsPrimitive<FullyConnectedOptionsWeightsFormat>
            for FullyConnectedOptionsWeightsFormat
        {
            #[inline]
            fn write<const N: usize>(&self, cursor: ::planus::Cursor<'_, N>, buffer_position: u32) {
                (*self as i8).write(cursor, buffer_position);
            }
        }

        impl ::planus::WriteAs<FullyConnectedOptionsWeightsFormat> for FullyConnectedOptionsWeightsFormat {
            type Prepared = Self;

            #[inline]
            fn prepare(
                &self,
                _builder: &mut ::planus::Builder,
            ) -> FullyConnectedOptionsWeightsFormat {
                *self
            }
        }

        impl
            ::planus::WriteAsDefault<
                FullyConnectedOptionsWeightsFormat,
                FullyConnectedOptionsWeightsFormat,
            > for FullyConnectedOptionsWeightsFormat
        {
            type Prepared = Self;

            #[inline]
            fn prepare(
                &self,
                _builder: &mut ::planus::Builder,
                default: &FullyConnectedOptionsWeightsFormat,
            ) -> ::core::option::Option<FullyConnectedOptionsWeightsFormat> {
                if self == default {
                    ::core::option::Option::None
                } else {
                    ::core::option::Option::Some(*self)
                }
            }
        }

        impl ::planus::WriteAsOptional<FullyConnectedOptionsWeightsFormat>
            for FullyConnectedOptionsWeightsFormat
        {
            type Prepared = Self;

            #[inline]
            fn prepare(
                &self,
                _builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<FullyConnectedOptionsWeightsFormat> {
                ::core::option::Option::Some(*self)
            }
        }

        impl<'buf> ::planus::TableRead<'buf> for FullyConnectedOptionsWeightsFormat {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'buf>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                let n: i8 = ::planus::TableRead::from_buffer(buffer, offset)?;
                ::core::result::Result::Ok(::core::convert::TryInto::try_into(n)?)
            }
        }

        impl<'buf> ::planus::VectorReadInner<'buf> for FullyConnectedOptionsWeightsFormat {
            type Error = ::planus::errors::UnknownEnumTag;
            const STRIDE: usize = 1;
            #[inline]
            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'buf>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::UnknownEnumTag> {
                let value = unsafe { *buffer.buffer.get_unchecked(offset) as i8 };
                let value: ::core::result::Result<Self, _> =
                    ::core::convert::TryInto::try_into(value);
                value.map_err(|error_kind| {
                    error_kind.with_error_location(
                        "FullyConnectedOptionsWeightsFormat",
                        "VectorRead::from_buffer",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<FullyConnectedOptionsWeightsFormat>
            for FullyConnectedOptionsWeightsFormat
        {
            const STRIDE: usize = 1;

            type Value = Self;

            #[inline]
            fn prepare(&self, _builder: &mut ::planus::Builder) -> Self {
                *self
            }

            #[inline]
            unsafe fn write_values(
                values: &[Self],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 1];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - i as u32,
                    );
                }
            }
        }

        /// The enum `BuiltinOperator` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Enum `BuiltinOperator` in the file `schema/tflite.fbs:49`
        #[derive(
            Copy,
            Clone,
            Debug,
            PartialEq,
            Eq,
            PartialOrd,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        #[repr(i32)]
        pub enum BuiltinOperator {
            Add = 0,

            AveragePool2d = 1,

            Concatenation = 2,

            Conv2d = 3,

            DepthwiseConv2d = 4,

            DepthToSpace = 5,

            Dequantize = 6,

            EmbeddingLookup = 7,

            Floor = 8,

            FullyConnected = 9,

            HashtableLookup = 10,

            L2Normalization = 11,

            L2Pool2d = 12,

            LocalResponseNormalization = 13,

            Logistic = 14,

            LshProjection = 15,

            Lstm = 16,

            MaxPool2d = 17,

            Mul = 18,

            Relu = 19,

            ReluN1To1 = 20,

            Relu6 = 21,

            Reshape = 22,

            ResizeBilinear = 23,

            Rnn = 24,

            Softmax = 25,

            SpaceToDepth = 26,

            Svdf = 27,

            Tanh = 28,

            ConcatEmbeddings = 29,

            SkipGram = 30,

            Call = 31,

            Custom = 32,

            EmbeddingLookupSparse = 33,

            Pad = 34,

            UnidirectionalSequenceRnn = 35,

            Gather = 36,

            BatchToSpaceNd = 37,

            SpaceToBatchNd = 38,

            Transpose = 39,

            Mean = 40,

            Sub = 41,

            Div = 42,

            Squeeze = 43,

            UnidirectionalSequenceLstm = 44,

            StridedSlice = 45,

            BidirectionalSequenceRnn = 46,

            Exp = 47,

            TopkV2 = 48,

            Split = 49,

            LogSoftmax = 50,

            Delegate = 51,

            BidirectionalSequenceLstm = 52,

            Cast = 53,

            Prelu = 54,

            Maximum = 55,

            ArgMax = 56,

            Minimum = 57,

            Less = 58,

            Neg = 59,

            Padv2 = 60,

            Greater = 61,

            GreaterEqual = 62,

            LessEqual = 63,

            Select = 64,

            Slice = 65,

            Sin = 66,

            TransposeConv = 67,

            SparseToDense = 68,

            Tile = 69,

            ExpandDims = 70,

            Equal = 71,

            NotEqual = 72,

            Log = 73,

            Sum = 74,

            Sqrt = 75,

            Rsqrt = 76,

            Shape = 77,

            Pow = 78,

            ArgMin = 79,

            FakeQuant = 80,

            ReduceProd = 81,

            ReduceMax = 82,

            Pack = 83,

            LogicalOr = 84,

            OneHot = 85,

            LogicalAnd = 86,

            LogicalNot = 87,

            Unpack = 88,

            ReduceMin = 89,

            FloorDiv = 90,

            ReduceAny = 91,

            Square = 92,

            ZerosLike = 93,

            Fill = 94,

            FloorMod = 95,

            Range = 96,

            ResizeNearestNeighbor = 97,

            LeakyRelu = 98,

            SquaredDifference = 99,

            MirrorPad = 100,

            Abs = 101,

            SplitV = 102,

            Unique = 103,

            Ceil = 104,

            ReverseV2 = 105,

            AddN = 106,

            GatherNd = 107,

            Cos = 108,

            Where = 109,

            Rank = 110,

            Elu = 111,

            ReverseSequence = 112,

            MatrixDiag = 113,

            Quantize = 114,

            MatrixSetDiag = 115,

            Round = 116,

            HardSwish = 117,

            If = 118,

            While = 119,

            NonMaxSuppressionV4 = 120,

            NonMaxSuppressionV5 = 121,

            ScatterNd = 122,

            SelectV2 = 123,

            Densify = 124,

            SegmentSum = 125,

            BatchMatmul = 126,

            PlaceholderForGreaterOpCodes = 127,

            Cumsum = 128,

            CallOnce = 129,

            BroadcastTo = 130,

            Rfft2d = 131,

            Conv3d = 132,

            Imag = 133,

            Real = 134,

            ComplexAbs = 135,

            Hashtable = 136,

            HashtableFind = 137,

            HashtableImport = 138,

            HashtableSize = 139,

            ReduceAll = 140,

            Conv3dTranspose = 141,

            VarHandle = 142,

            ReadVariable = 143,

            AssignVariable = 144,

            BroadcastArgs = 145,

            RandomStandardNormal = 146,

            Bucketize = 147,

            RandomUniform = 148,

            Multinomial = 149,

            Gelu = 150,

            DynamicUpdateSlice = 151,

            Relu0To1 = 152,

            UnsortedSegmentProd = 153,

            UnsortedSegmentMax = 154,

            UnsortedSegmentSum = 155,

            Atan2 = 156,

            UnsortedSegmentMin = 157,

            Sign = 158,

            Bitcast = 159,

            BitwiseXor = 160,

            RightShift = 161,

            StablehloLogistic = 162,

            StablehloAdd = 163,

            StablehloDivide = 164,

            StablehloMultiply = 165,

            StablehloMaximum = 166,

            StablehloReshape = 167,

            StablehloClamp = 168,

            StablehloConcatenate = 169,

            StablehloBroadcastInDim = 170,

            StablehloConvolution = 171,

            StablehloSlice = 172,

            StablehloCustomCall = 173,

            StablehloReduce = 174,

            StablehloAbs = 175,

            StablehloAnd = 176,

            StablehloCosine = 177,

            StablehloExponential = 178,

            StablehloFloor = 179,

            StablehloLog = 180,

            StablehloMinimum = 181,

            StablehloNegate = 182,

            StablehloOr = 183,

            StablehloPower = 184,

            StablehloRemainder = 185,

            StablehloRsqrt = 186,

            StablehloSelect = 187,

            StablehloSubtract = 188,

            StablehloTanh = 189,

            StablehloScatter = 190,

            StablehloCompare = 191,

            StablehloConvert = 192,

            StablehloDynamicSlice = 193,

            StablehloDynamicUpdateSlice = 194,

            StablehloPad = 195,

            StablehloIota = 196,

            StablehloDotGeneral = 197,

            StablehloReduceWindow = 198,

            StablehloSort = 199,

            StablehloWhile = 200,

            StablehloGather = 201,

            StablehloTranspose = 202,

            Dilate = 203,

            StablehloRngBitGenerator = 204,

            ReduceWindow = 205,

            StablehloComposite = 206,

            Complex = 207,
        }

        impl BuiltinOperator {
            /// Array containing all valid variants of BuiltinOperator
            pub const ENUM_VALUES: [Self; 208] = [
                Self::Add,
                Self::AveragePool2d,
                Self::Concatenation,
                Self::Conv2d,
                Self::DepthwiseConv2d,
                Self::DepthToSpace,
                Self::Dequantize,
                Self::EmbeddingLookup,
                Self::Floor,
                Self::FullyConnected,
                Self::HashtableLookup,
                Self::L2Normalization,
                Self::L2Pool2d,
                Self::LocalResponseNormalization,
                Self::Logistic,
                Self::LshProjection,
                Self::Lstm,
                Self::MaxPool2d,
                Self::Mul,
                Self::Relu,
                Self::ReluN1To1,
                Self::Relu6,
                Self::Reshape,
                Self::ResizeBilinear,
                Self::Rnn,
                Self::Softmax,
                Self::SpaceToDepth,
                Self::Svdf,
                Self::Tanh,
                Self::ConcatEmbeddings,
                Self::SkipGram,
                Self::Call,
                Self::Custom,
                Self::EmbeddingLookupSparse,
                Self::Pad,
                Self::UnidirectionalSequenceRnn,
                Self::Gather,
                Self::BatchToSpaceNd,
                Self::SpaceToBatchNd,
                Self::Transpose,
                Self::Mean,
                Self::Sub,
                Self::Div,
                Self::Squeeze,
                Self::UnidirectionalSequenceLstm,
                Self::StridedSlice,
                Self::BidirectionalSequenceRnn,
                Self::Exp,
                Self::TopkV2,
                Self::Split,
                Self::LogSoftmax,
                Self::Delegate,
                Self::BidirectionalSequenceLstm,
                Self::Cast,
                Self::Prelu,
                Self::Maximum,
                Self::ArgMax,
                Self::Minimum,
                Self::Less,
                Self::Neg,
                Self::Padv2,
                Self::Greater,
                Self::GreaterEqual,
                Self::LessEqual,
                Self::Select,
                Self::Slice,
                Self::Sin,
                Self::TransposeConv,
                Self::SparseToDense,
                Self::Tile,
                Self::ExpandDims,
                Self::Equal,
                Self::NotEqual,
                Self::Log,
                Self::Sum,
                Self::Sqrt,
                Self::Rsqrt,
                Self::Shape,
                Self::Pow,
                Self::ArgMin,
                Self::FakeQuant,
                Self::ReduceProd,
                Self::ReduceMax,
                Self::Pack,
                Self::LogicalOr,
                Self::OneHot,
                Self::LogicalAnd,
                Self::LogicalNot,
                Self::Unpack,
                Self::ReduceMin,
                Self::FloorDiv,
                Self::ReduceAny,
                Self::Square,
                Self::ZerosLike,
                Self::Fill,
                Self::FloorMod,
                Self::Range,
                Self::ResizeNearestNeighbor,
                Self::LeakyRelu,
                Self::SquaredDifference,
                Self::MirrorPad,
                Self::Abs,
                Self::SplitV,
                Self::Unique,
                Self::Ceil,
                Self::ReverseV2,
                Self::AddN,
                Self::GatherNd,
                Self::Cos,
                Self::Where,
                Self::Rank,
                Self::Elu,
                Self::ReverseSequence,
                Self::MatrixDiag,
                Self::Quantize,
                Self::MatrixSetDiag,
                Self::Round,
                Self::HardSwish,
                Self::If,
                Self::While,
                Self::NonMaxSuppressionV4,
                Self::NonMaxSuppressionV5,
                Self::ScatterNd,
                Self::SelectV2,
                Self::Densify,
                Self::SegmentSum,
                Self::BatchMatmul,
                Self::PlaceholderForGreaterOpCodes,
                Self::Cumsum,
                Self::CallOnce,
                Self::BroadcastTo,
                Self::Rfft2d,
                Self::Conv3d,
                Self::Imag,
                Self::Real,
                Self::ComplexAbs,
                Self::Hashtable,
                Self::HashtableFind,
                Self::HashtableImport,
                Self::HashtableSize,
                Self::ReduceAll,
                Self::Conv3dTranspose,
                Self::VarHandle,
                Self::ReadVariable,
                Self::AssignVariable,
                Self::BroadcastArgs,
                Self::RandomStandardNormal,
                Self::Bucketize,
                Self::RandomUniform,
                Self::Multinomial,
                Self::Gelu,
                Self::DynamicUpdateSlice,
                Self::Relu0To1,
                Self::UnsortedSegmentProd,
                Self::UnsortedSegmentMax,
                Self::UnsortedSegmentSum,
                Self::Atan2,
                Self::UnsortedSegmentMin,
                Self::Sign,
                Self::Bitcast,
                Self::BitwiseXor,
                Self::RightShift,
                Self::StablehloLogistic,
                Self::StablehloAdd,
                Self::StablehloDivide,
                Self::StablehloMultiply,
                Self::StablehloMaximum,
                Self::StablehloReshape,
                Self::StablehloClamp,
                Self::StablehloConcatenate,
                Self::StablehloBroadcastInDim,
                Self::StablehloConvolution,
                Self::StablehloSlice,
                Self::StablehloCustomCall,
                Self::StablehloReduce,
                Self::StablehloAbs,
                Self::StablehloAnd,
                Self::StablehloCosine,
                Self::StablehloExponential,
                Self::StablehloFloor,
                Self::StablehloLog,
                Self::StablehloMinimum,
                Self::StablehloNegate,
                Self::StablehloOr,
                Self::StablehloPower,
                Self::StablehloRemainder,
                Self::StablehloRsqrt,
                Self::StablehloSelect,
                Self::StablehloSubtract,
                Self::StablehloTanh,
                Self::StablehloScatter,
                Self::StablehloCompare,
                Self::StablehloConvert,
                Self::StablehloDynamicSlice,
                Self::StablehloDynamicUpdateSlice,
                Self::StablehloPad,
                Self::StablehloIota,
                Self::StablehloDotGeneral,
                Self::StablehloReduceWindow,
                Self::StablehloSort,
                Self::StablehloWhile,
                Self::StablehloGather,
                Self::StablehloTranspose,
                Self::Dilate,
                Self::StablehloRngBitGenerator,
                Self::ReduceWindow,
                Self::StablehloComposite,
                Self::Complex,
            ];
        }

        impl ::core::convert::TryFrom<i32> for BuiltinOperator {
            type Error = ::planus::errors::UnknownEnumTagKind;
            #[inline]
            fn try_from(
                value: i32,
            ) -> ::core::result::Result<Self, ::planus::errors::UnknownEnumTagKind> {
                #[allow(clippy::match_single_binding)]
                match value {
                    0 => ::core::result::Result::Ok(BuiltinOperator::Add),
                    1 => ::core::result::Result::Ok(BuiltinOperator::AveragePool2d),
                    2 => ::core::result::Result::Ok(BuiltinOperator::Concatenation),
                    3 => ::core::result::Result::Ok(BuiltinOperator::Conv2d),
                    4 => ::core::result::Result::Ok(BuiltinOperator::DepthwiseConv2d),
                    5 => ::core::result::Result::Ok(BuiltinOperator::DepthToSpace),
                    6 => ::core::result::Result::Ok(BuiltinOperator::Dequantize),
                    7 => ::core::result::Result::Ok(BuiltinOperator::EmbeddingLookup),
                    8 => ::core::result::Result::Ok(BuiltinOperator::Floor),
                    9 => ::core::result::Result::Ok(BuiltinOperator::FullyConnected),
                    10 => ::core::result::Result::Ok(BuiltinOperator::HashtableLookup),
                    11 => ::core::result::Result::Ok(BuiltinOperator::L2Normalization),
                    12 => ::core::result::Result::Ok(BuiltinOperator::L2Pool2d),
                    13 => ::core::result::Result::Ok(BuiltinOperator::LocalResponseNormalization),
                    14 => ::core::result::Result::Ok(BuiltinOperator::Logistic),
                    15 => ::core::result::Result::Ok(BuiltinOperator::LshProjection),
                    16 => ::core::result::Result::Ok(BuiltinOperator::Lstm),
                    17 => ::core::result::Result::Ok(BuiltinOperator::MaxPool2d),
                    18 => ::core::result::Result::Ok(BuiltinOperator::Mul),
                    19 => ::core::result::Result::Ok(BuiltinOperator::Relu),
                    20 => ::core::result::Result::Ok(BuiltinOperator::ReluN1To1),
                    21 => ::core::result::Result::Ok(BuiltinOperator::Relu6),
                    22 => ::core::result::Result::Ok(BuiltinOperator::Reshape),
                    23 => ::core::result::Result::Ok(BuiltinOperator::ResizeBilinear),
                    24 => ::core::result::Result::Ok(BuiltinOperator::Rnn),
                    25 => ::core::result::Result::Ok(BuiltinOperator::Softmax),
                    26 => ::core::result::Result::Ok(BuiltinOperator::SpaceToDepth),
                    27 => ::core::result::Result::Ok(BuiltinOperator::Svdf),
                    28 => ::core::result::Result::Ok(BuiltinOperator::Tanh),
                    29 => ::core::result::Result::Ok(BuiltinOperator::ConcatEmbeddings),
                    30 => ::core::result::Result::Ok(BuiltinOperator::SkipGram),
                    31 => ::core::result::Result::Ok(BuiltinOperator::Call),
                    32 => ::core::result::Result::Ok(BuiltinOperator::Custom),
                    33 => ::core::result::Result::Ok(BuiltinOperator::EmbeddingLookupSparse),
                    34 => ::core::result::Result::Ok(BuiltinOperator::Pad),
                    35 => ::core::result::Result::Ok(BuiltinOperator::UnidirectionalSequenceRnn),
                    36 => ::core::result::Result::Ok(BuiltinOperator::Gather),
                    37 => ::core::result::Result::Ok(BuiltinOperator::BatchToSpaceNd),
                    38 => ::core::result::Result::Ok(BuiltinOperator::SpaceToBatchNd),
                    39 => ::core::result::Result::Ok(BuiltinOperator::Transpose),
                    40 => ::core::result::Result::Ok(BuiltinOperator::Mean),
                    41 => ::core::result::Result::Ok(BuiltinOperator::Sub),
                    42 => ::core::result::Result::Ok(BuiltinOperator::Div),
                    43 => ::core::result::Result::Ok(BuiltinOperator::Squeeze),
                    44 => ::core::result::Result::Ok(BuiltinOperator::UnidirectionalSequenceLstm),
                    45 => ::core::result::Result::Ok(BuiltinOperator::StridedSlice),
                    46 => ::core::result::Result::Ok(BuiltinOperator::BidirectionalSequenceRnn),
                    47 => ::core::result::Result::Ok(BuiltinOperator::Exp),
                    48 => ::core::result::Result::Ok(BuiltinOperator::TopkV2),
                    49 => ::core::result::Result::Ok(BuiltinOperator::Split),
                    50 => ::core::result::Result::Ok(BuiltinOperator::LogSoftmax),
                    51 => ::core::result::Result::Ok(BuiltinOperator::Delegate),
                    52 => ::core::result::Result::Ok(BuiltinOperator::BidirectionalSequenceLstm),
                    53 => ::core::result::Result::Ok(BuiltinOperator::Cast),
                    54 => ::core::result::Result::Ok(BuiltinOperator::Prelu),
                    55 => ::core::result::Result::Ok(BuiltinOperator::Maximum),
                    56 => ::core::result::Result::Ok(BuiltinOperator::ArgMax),
                    57 => ::core::result::Result::Ok(BuiltinOperator::Minimum),
                    58 => ::core::result::Result::Ok(BuiltinOperator::Less),
                    59 => ::core::result::Result::Ok(BuiltinOperator::Neg),
                    60 => ::core::result::Result::Ok(BuiltinOperator::Padv2),
                    61 => ::core::result::Result::Ok(BuiltinOperator::Greater),
                    62 => ::core::result::Result::Ok(BuiltinOperator::GreaterEqual),
                    63 => ::core::result::Result::Ok(BuiltinOperator::LessEqual),
                    64 => ::core::result::Result::Ok(BuiltinOperator::Select),
                    65 => ::core::result::Result::Ok(BuiltinOperator::Slice),
                    66 => ::core::result::Result::Ok(BuiltinOperator::Sin),
                    67 => ::core::result::Result::Ok(BuiltinOperator::TransposeConv),
                    68 => ::core::result::Result::Ok(BuiltinOperator::SparseToDense),
                    69 => ::core::result::Result::Ok(BuiltinOperator::Tile),
                    70 => ::core::result::Result::Ok(BuiltinOperator::ExpandDims),
                    71 => ::core::result::Result::Ok(BuiltinOperator::Equal),
                    72 => ::core::result::Result::Ok(BuiltinOperator::NotEqual),
                    73 => ::core::result::Result::Ok(BuiltinOperator::Log),
                    74 => ::core::result::Result::Ok(BuiltinOperator::Sum),
                    75 => ::core::result::Result::Ok(BuiltinOperator::Sqrt),
                    76 => ::core::result::Result::Ok(BuiltinOperator::Rsqrt),
                    77 => ::core::result::Result::Ok(BuiltinOperator::Shape),
                    78 => ::core::result::Result::Ok(BuiltinOperator::Pow),
                    79 => ::core::result::Result::Ok(BuiltinOperator::ArgMin),
                    80 => ::core::result::Result::Ok(BuiltinOperator::FakeQuant),
                    81 => ::core::result::Result::Ok(BuiltinOperator::ReduceProd),
                    82 => ::core::result::Result::Ok(BuiltinOperator::ReduceMax),
                    83 => ::core::result::Result::Ok(BuiltinOperator::Pack),
                    84 => ::core::result::Result::Ok(BuiltinOperator::LogicalOr),
                    85 => ::core::result::Result::Ok(BuiltinOperator::OneHot),
                    86 => ::core::result::Result::Ok(BuiltinOperator::LogicalAnd),
                    87 => ::core::result::Result::Ok(BuiltinOperator::LogicalNot),
                    88 => ::core::result::Result::Ok(BuiltinOperator::Unpack),
                    89 => ::core::result::Result::Ok(BuiltinOperator::ReduceMin),
                    90 => ::core::result::Result::Ok(BuiltinOperator::FloorDiv),
                    91 => ::core::result::Result::Ok(BuiltinOperator::ReduceAny),
                    92 => ::core::result::Result::Ok(BuiltinOperator::Square),
                    93 => ::core::result::Result::Ok(BuiltinOperator::ZerosLike),
                    94 => ::core::result::Result::Ok(BuiltinOperator::Fill),
                    95 => ::core::result::Result::Ok(BuiltinOperator::FloorMod),
                    96 => ::core::result::Result::Ok(BuiltinOperator::Range),
                    97 => ::core::result::Result::Ok(BuiltinOperator::ResizeNearestNeighbor),
                    98 => ::core::result::Result::Ok(BuiltinOperator::LeakyRelu),
                    99 => ::core::result::Result::Ok(BuiltinOperator::SquaredDifference),
                    100 => ::core::result::Result::Ok(BuiltinOperator::MirrorPad),
                    101 => ::core::result::Result::Ok(BuiltinOperator::Abs),
                    102 => ::core::result::Result::Ok(BuiltinOperator::SplitV),
                    103 => ::core::result::Result::Ok(BuiltinOperator::Unique),
                    104 => ::core::result::Result::Ok(BuiltinOperator::Ceil),
                    105 => ::core::result::Result::Ok(BuiltinOperator::ReverseV2),
                    106 => ::core::result::Result::Ok(BuiltinOperator::AddN),
                    107 => ::core::result::Result::Ok(BuiltinOperator::GatherNd),
                    108 => ::core::result::Result::Ok(BuiltinOperator::Cos),
                    109 => ::core::result::Result::Ok(BuiltinOperator::Where),
                    110 => ::core::result::Result::Ok(BuiltinOperator::Rank),
                    111 => ::core::result::Result::Ok(BuiltinOperator::Elu),
                    112 => ::core::result::Result::Ok(BuiltinOperator::ReverseSequence),
                    113 => ::core::result::Result::Ok(BuiltinOperator::MatrixDiag),
                    114 => ::core::result::Result::Ok(BuiltinOperator::Quantize),
                    115 => ::core::result::Result::Ok(BuiltinOperator::MatrixSetDiag),
                    116 => ::core::result::Result::Ok(BuiltinOperator::Round),
                    117 => ::core::result::Result::Ok(BuiltinOperator::HardSwish),
                    118 => ::core::result::Result::Ok(BuiltinOperator::If),
                    119 => ::core::result::Result::Ok(BuiltinOperator::While),
                    120 => ::core::result::Result::Ok(BuiltinOperator::NonMaxSuppressionV4),
                    121 => ::core::result::Result::Ok(BuiltinOperator::NonMaxSuppressionV5),
                    122 => ::core::result::Result::Ok(BuiltinOperator::ScatterNd),
                    123 => ::core::result::Result::Ok(BuiltinOperator::SelectV2),
                    124 => ::core::result::Result::Ok(BuiltinOperator::Densify),
                    125 => ::core::result::Result::Ok(BuiltinOperator::SegmentSum),
                    126 => ::core::result::Result::Ok(BuiltinOperator::BatchMatmul),
                    127 => {
                        ::core::result::Result::Ok(BuiltinOperator::PlaceholderForGreaterOpCodes)
                    }
                    128 => ::core::result::Result::Ok(BuiltinOperator::Cumsum),
                    129 => ::core::result::Result::Ok(BuiltinOperator::CallOnce),
                    130 => ::core::result::Result::Ok(BuiltinOperator::BroadcastTo),
                    131 => ::core::result::Result::Ok(BuiltinOperator::Rfft2d),
                    132 => ::core::result::Result::Ok(BuiltinOperator::Conv3d),
                    133 => ::core::result::Result::Ok(BuiltinOperator::Imag),
                    134 => ::core::result::Result::Ok(BuiltinOperator::Real),
                    135 => ::core::result::Result::Ok(BuiltinOperator::ComplexAbs),
                    136 => ::core::result::Result::Ok(BuiltinOperator::Hashtable),
                    137 => ::core::result::Result::Ok(BuiltinOperator::HashtableFind),
                    138 => ::core::result::Result::Ok(BuiltinOperator::HashtableImport),
                    139 => ::core::result::Result::Ok(BuiltinOperator::HashtableSize),
                    140 => ::core::result::Result::Ok(BuiltinOperator::ReduceAll),
                    141 => ::core::result::Result::Ok(BuiltinOperator::Conv3dTranspose),
                    142 => ::core::result::Result::Ok(BuiltinOperator::VarHandle),
                    143 => ::core::result::Result::Ok(BuiltinOperator::ReadVariable),
                    144 => ::core::result::Result::Ok(BuiltinOperator::AssignVariable),
                    145 => ::core::result::Result::Ok(BuiltinOperator::BroadcastArgs),
                    146 => ::core::result::Result::Ok(BuiltinOperator::RandomStandardNormal),
                    147 => ::core::result::Result::Ok(BuiltinOperator::Bucketize),
                    148 => ::core::result::Result::Ok(BuiltinOperator::RandomUniform),
                    149 => ::core::result::Result::Ok(BuiltinOperator::Multinomial),
                    150 => ::core::result::Result::Ok(BuiltinOperator::Gelu),
                    151 => ::core::result::Result::Ok(BuiltinOperator::DynamicUpdateSlice),
                    152 => ::core::result::Result::Ok(BuiltinOperator::Relu0To1),
                    153 => ::core::result::Result::Ok(BuiltinOperator::UnsortedSegmentProd),
                    154 => ::core::result::Result::Ok(BuiltinOperator::UnsortedSegmentMax),
                    155 => ::core::result::Result::Ok(BuiltinOperator::UnsortedSegmentSum),
                    156 => ::core::result::Result::Ok(BuiltinOperator::Atan2),
                    157 => ::core::result::Result::Ok(BuiltinOperator::UnsortedSegmentMin),
                    158 => ::core::result::Result::Ok(BuiltinOperator::Sign),
                    159 => ::core::result::Result::Ok(BuiltinOperator::Bitcast),
                    160 => ::core::result::Result::Ok(BuiltinOperator::BitwiseXor),
                    161 => ::core::result::Result::Ok(BuiltinOperator::RightShift),
                    162 => ::core::result::Result::Ok(BuiltinOperator::StablehloLogistic),
                    163 => ::core::result::Result::Ok(BuiltinOperator::StablehloAdd),
                    164 => ::core::result::Result::Ok(BuiltinOperator::StablehloDivide),
                    165 => ::core::result::Result::Ok(BuiltinOperator::StablehloMultiply),
                    166 => ::core::result::Result::Ok(BuiltinOperator::StablehloMaximum),
                    167 => ::core::result::Result::Ok(BuiltinOperator::StablehloReshape),
                    168 => ::core::result::Result::Ok(BuiltinOperator::StablehloClamp),
                    169 => ::core::result::Result::Ok(BuiltinOperator::StablehloConcatenate),
                    170 => ::core::result::Result::Ok(BuiltinOperator::StablehloBroadcastInDim),
                    171 => ::core::result::Result::Ok(BuiltinOperator::StablehloConvolution),
                    172 => ::core::result::Result::Ok(BuiltinOperator::StablehloSlice),
                    173 => ::core::result::Result::Ok(BuiltinOperator::StablehloCustomCall),
                    174 => ::core::result::Result::Ok(BuiltinOperator::StablehloReduce),
                    175 => ::core::result::Result::Ok(BuiltinOperator::StablehloAbs),
                    176 => ::core::result::Result::Ok(BuiltinOperator::StablehloAnd),
                    177 => ::core::result::Result::Ok(BuiltinOperator::StablehloCosine),
                    178 => ::core::result::Result::Ok(BuiltinOperator::StablehloExponential),
                    179 => ::core::result::Result::Ok(BuiltinOperator::StablehloFloor),
                    180 => ::core::result::Result::Ok(BuiltinOperator::StablehloLog),
                    181 => ::core::result::Result::Ok(BuiltinOperator::StablehloMinimum),
                    182 => ::core::result::Result::Ok(BuiltinOperator::StablehloNegate),
                    183 => ::core::result::Result::Ok(BuiltinOperator::StablehloOr),
                    184 => ::core::result::Result::Ok(BuiltinOperator::StablehloPower),
                    185 => ::core::result::Result::Ok(BuiltinOperator::StablehloRemainder),
                    186 => ::core::result::Result::Ok(BuiltinOperator::StablehloRsqrt),
                    187 => ::core::result::Result::Ok(BuiltinOperator::StablehloSelect),
                    188 => ::core::result::Result::Ok(BuiltinOperator::StablehloSubtract),
                    189 => ::core::result::Result::Ok(BuiltinOperator::StablehloTanh),
                    190 => ::core::result::Result::Ok(BuiltinOperator::StablehloScatter),
                    191 => ::core::result::Result::Ok(BuiltinOperator::StablehloCompare),
                    192 => ::core::result::Result::Ok(BuiltinOperator::StablehloConvert),
                    193 => ::core::result::Result::Ok(BuiltinOperator::StablehloDynamicSlice),
                    194 => ::core::result::Result::Ok(BuiltinOperator::StablehloDynamicUpdateSlice),
                    195 => ::core::result::Result::Ok(BuiltinOperator::StablehloPad),
                    196 => ::core::result::Result::Ok(BuiltinOperator::StablehloIota),
                    197 => ::core::result::Result::Ok(BuiltinOperator::StablehloDotGeneral),
                    198 => ::core::result::Result::Ok(BuiltinOperator::StablehloReduceWindow),
                    199 => ::core::result::Result::Ok(BuiltinOperator::StablehloSort),
                    200 => ::core::result::Result::Ok(BuiltinOperator::StablehloWhile),
                    201 => ::core::result::Result::Ok(BuiltinOperator::StablehloGather),
                    202 => ::core::result::Result::Ok(BuiltinOperator::StablehloTranspose),
                    203 => ::core::result::Result::Ok(BuiltinOperator::Dilate),
                    204 => ::core::result::Result::Ok(BuiltinOperator::StablehloRngBitGenerator),
                    205 => ::core::result::Result::Ok(BuiltinOperator::ReduceWindow),
                    206 => ::core::result::Result::Ok(BuiltinOperator::StablehloComposite),
                    207 => ::core::result::Result::Ok(BuiltinOperator::Complex),

                    _ => ::core::result::Result::Err(::planus::errors::UnknownEnumTagKind {
                        tag: value as i128,
                    }),
                }
            }
        }

        impl ::core::convert::From<BuiltinOperator> for i32 {
            #[inline]
            fn from(value: BuiltinOperator) -> Self {
                value as i32
            }
        }

        /// # Safety
        /// The Planus compiler correctly calculates `ALIGNMENT` and `SIZE`.
        unsafe impl ::planus::Primitive for BuiltinOperator {
            const ALIGNMENT: usize = 4;
            const SIZE: usize = 4;
        }

        impl ::planus::WriteAsPrimitive<BuiltinOperator> for BuiltinOperator {
            #[inline]
            fn write<const N: usize>(&self, cursor: ::planus::Cursor<'_, N>, buffer_position: u32) {
                (*self as i32).write(cursor, buffer_position);
            }
        }

        impl ::planus::WriteAs<BuiltinOperator> for BuiltinOperator {
            type Prepared = Self;

            #[inline]
            fn prepare(&self, _builder: &mut ::planus::Builder) -> BuiltinOperator {
                *self
            }
        }

        impl ::planus::WriteAsDefault<BuiltinOperator, BuiltinOperator> for BuiltinOperator {
            type Prepared = Self;

            #[inline]
            fn prepare(
                &self,
                _builder: &mut ::planus::Builder,
                default: &BuiltinOperator,
            ) -> ::core::option::Option<BuiltinOperator> {
                if self == default {
                    ::core::option::Option::None
                } else {
                    ::core::option::Option::Some(*self)
                }
            }
        }

        impl ::planus::WriteAsOptional<BuiltinOperator> for BuiltinOperator {
            type Prepared = Self;

            #[inline]
            fn prepare(
                &self,
                _builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<BuiltinOperator> {
                ::core::option::Option::Some(*self)
            }
        }

        impl<'buf> ::planus::TableRead<'buf> for BuiltinOperator {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'buf>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                let n: i32 = ::planus::TableRead::from_buffer(buffer, offset)?;
                ::core::result::Result::Ok(::core::convert::TryInto::try_into(n)?)
            }
        }

        impl<'buf> ::planus::VectorReadInner<'buf> for BuiltinOperator {
            type Error = ::planus::errors::UnknownEnumTag;
            const STRIDE: usize = 4;
            #[inline]
            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'buf>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::UnknownEnumTag> {
                let value = unsafe { <i32 as ::planus::VectorRead>::from_buffer(buffer, offset) };
                let value: ::core::result::Result<Self, _> =
                    ::core::convert::TryInto::try_into(value);
                value.map_err(|error_kind| {
                    error_kind.with_error_location(
                        "BuiltinOperator",
                        "VectorRead::from_buffer",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<BuiltinOperator> for BuiltinOperator {
            const STRIDE: usize = 4;

            type Value = Self;

            #[inline]
            fn prepare(&self, _builder: &mut ::planus::Builder) -> Self {
                *self
            }

            #[inline]
            unsafe fn write_values(
                values: &[Self],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (4 * i) as u32,
                    );
                }
            }
        }

        /// The table `Unread` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `Unread` in the file `schema/tflite.fbs:262`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct Unread {}

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for Unread {
            fn default() -> Self {
                Self {}
            }
        }

        impl Unread {
            /// Creates a [UnreadBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> UnreadBuilder<()> {
                UnreadBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(builder: &mut ::planus::Builder) -> ::planus::Offset<Self> {
                let table_writer: ::planus::table_writer::TableWriter<4> =
                    ::core::default::Default::default();
                unsafe {
                    table_writer.finish(builder, |_table_writer| {});
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<Unread>> for Unread {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Unread> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<Unread>> for Unread {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Unread>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<Unread> for Unread {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Unread> {
                Unread::create(builder)
            }
        }

        /// Builder for serializing an instance of the [Unread] type.
        ///
        /// Can be created using the [Unread::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct UnreadBuilder<State>(State);

        impl UnreadBuilder<()> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [Unread].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<Unread>
            where
                Self: ::planus::WriteAsOffset<Unread>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl ::planus::WriteAs<::planus::Offset<Unread>> for UnreadBuilder<()> {
            type Prepared = ::planus::Offset<Unread>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Unread> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<Unread>> for UnreadBuilder<()> {
            type Prepared = ::planus::Offset<Unread>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Unread>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<Unread> for UnreadBuilder<()> {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Unread> {
                Unread::create(builder)
            }
        }

        /// Reference to a deserialized [Unread].
        #[derive(Copy, Clone)]
        pub struct UnreadRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> UnreadRef<'a> {}

        impl<'a> ::core::fmt::Debug for UnreadRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("UnreadRef");

                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<UnreadRef<'a>> for Unread {
            type Error = ::planus::Error;

            fn try_from(_value: UnreadRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {})
            }
        }

        impl<'a> ::planus::TableRead<'a> for UnreadRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for UnreadRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location("[UnreadRef]", "get", buffer.offset_from_start)
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<Unread>> for Unread {
            type Value = ::planus::Offset<Unread>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<Unread>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for UnreadRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[UnreadRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `CustomQuantization` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `CustomQuantization` in the file `schema/tflite.fbs:268`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct CustomQuantization {}

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for CustomQuantization {
            fn default() -> Self {
                Self {}
            }
        }

        impl CustomQuantization {
            /// Creates a [CustomQuantizationBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> CustomQuantizationBuilder<()> {
                CustomQuantizationBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(builder: &mut ::planus::Builder) -> ::planus::Offset<Self> {
                let table_writer: ::planus::table_writer::TableWriter<4> =
                    ::core::default::Default::default();
                unsafe {
                    table_writer.finish(builder, |_table_writer| {});
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<CustomQuantization>> for CustomQuantization {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<CustomQuantization> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<CustomQuantization>> for CustomQuantization {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<CustomQuantization>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<CustomQuantization> for CustomQuantization {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<CustomQuantization> {
                CustomQuantization::create(builder)
            }
        }

        /// Builder for serializing an instance of the [CustomQuantization] type.
        ///
        /// Can be created using the [CustomQuantization::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct CustomQuantizationBuilder<State>(State);

        impl CustomQuantizationBuilder<()> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [CustomQuantization].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<CustomQuantization>
            where
                Self: ::planus::WriteAsOffset<CustomQuantization>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl ::planus::WriteAs<::planus::Offset<CustomQuantization>> for CustomQuantizationBuilder<()> {
            type Prepared = ::planus::Offset<CustomQuantization>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<CustomQuantization> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<CustomQuantization>>
            for CustomQuantizationBuilder<()>
        {
            type Prepared = ::planus::Offset<CustomQuantization>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<CustomQuantization>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<CustomQuantization> for CustomQuantizationBuilder<()> {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<CustomQuantization> {
                CustomQuantization::create(builder)
            }
        }

        /// Reference to a deserialized [CustomQuantization].
        #[derive(Copy, Clone)]
        pub struct CustomQuantizationRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> CustomQuantizationRef<'a> {}

        impl<'a> ::core::fmt::Debug for CustomQuantizationRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("CustomQuantizationRef");

                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<CustomQuantizationRef<'a>> for CustomQuantization {
            type Error = ::planus::Error;

            fn try_from(_value: CustomQuantizationRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {})
            }
        }

        impl<'a> ::planus::TableRead<'a> for CustomQuantizationRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for CustomQuantizationRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[CustomQuantizationRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<CustomQuantization>> for CustomQuantization {
            type Value = ::planus::Offset<CustomQuantization>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<CustomQuantization>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for CustomQuantizationRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[CustomQuantizationRef]", "read_as_root", 0)
                })
            }
        }

        /// The union `QuantizationDetails` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Union `QuantizationDetails` in the file `schema/tflite.fbs:272`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub enum QuantizationDetails {
            CustomQuantization(::planus::alloc::boxed::Box<self::CustomQuantization>),
        }

        impl QuantizationDetails {
            /// Creates a [QuantizationDetailsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> QuantizationDetailsBuilder<::planus::Uninitialized> {
                QuantizationDetailsBuilder(::planus::Uninitialized)
            }

            #[inline]
            pub fn create_custom_quantization(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::CustomQuantization>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(1, value.prepare(builder).downcast())
            }
        }

        impl ::planus::WriteAsUnion<QuantizationDetails> for QuantizationDetails {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::UnionOffset<Self> {
                match self {
                    Self::CustomQuantization(value) => {
                        Self::create_custom_quantization(builder, value)
                    }
                }
            }
        }

        impl ::planus::WriteAsOptionalUnion<QuantizationDetails> for QuantizationDetails {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<Self>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }

        /// Builder for serializing an instance of the [QuantizationDetails] type.
        ///
        /// Can be created using the [QuantizationDetails::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct QuantizationDetailsBuilder<T>(T);

        impl QuantizationDetailsBuilder<::planus::Uninitialized> {
            #[inline]
            pub fn custom_quantization<T>(
                self,
                value: T,
            ) -> QuantizationDetailsBuilder<::planus::Initialized<1, T>>
            where
                T: ::planus::WriteAsOffset<self::CustomQuantization>,
            {
                QuantizationDetailsBuilder(::planus::Initialized(value))
            }
        }

        impl<const N: u8, T> QuantizationDetailsBuilder<::planus::Initialized<N, T>> {
            /// Finish writing the builder to get an [UnionOffset](::planus::UnionOffset) to a serialized [QuantizationDetails].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<QuantizationDetails>
            where
                Self: ::planus::WriteAsUnion<QuantizationDetails>,
            {
                ::planus::WriteAsUnion::prepare(&self, builder)
            }
        }

        impl<T> ::planus::WriteAsUnion<QuantizationDetails>
            for QuantizationDetailsBuilder<::planus::Initialized<1, T>>
        where
            T: ::planus::WriteAsOffset<self::CustomQuantization>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<QuantizationDetails> {
                ::planus::UnionOffset::new(1, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<QuantizationDetails>
            for QuantizationDetailsBuilder<::planus::Initialized<1, T>>
        where
            T: ::planus::WriteAsOffset<self::CustomQuantization>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<QuantizationDetails>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }

        /// Reference to a deserialized [QuantizationDetails].
        #[derive(Copy, Clone, Debug)]
        pub enum QuantizationDetailsRef<'a> {
            CustomQuantization(self::CustomQuantizationRef<'a>),
        }

        impl<'a> ::core::convert::TryFrom<QuantizationDetailsRef<'a>> for QuantizationDetails {
            type Error = ::planus::Error;

            fn try_from(value: QuantizationDetailsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(match value {
                    QuantizationDetailsRef::CustomQuantization(value) => {
                        Self::CustomQuantization(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }
                })
            }
        }

        impl<'a> ::planus::TableReadUnion<'a> for QuantizationDetailsRef<'a> {
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                tag: u8,
                field_offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                match tag {
                    1 => ::core::result::Result::Ok(Self::CustomQuantization(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    _ => {
                        ::core::result::Result::Err(::planus::errors::ErrorKind::UnknownUnionTag {
                            tag,
                        })
                    }
                }
            }
        }

        impl<'a> ::planus::VectorReadUnion<'a> for QuantizationDetailsRef<'a> {
            const VECTOR_NAME: &'static str = "[QuantizationDetailsRef]";
        }

        /// The table `QuantizationParameters` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `QuantizationParameters` in the file `schema/tflite.fbs:276`
        #[derive(Clone, Debug, PartialEq, PartialOrd, ::serde::Serialize, ::serde::Deserialize)]
        pub struct QuantizationParameters {
            pub min: ::core::option::Option<::planus::alloc::vec::Vec<f32>>,
            pub max: ::core::option::Option<::planus::alloc::vec::Vec<f32>>,
            pub scale: ::core::option::Option<::planus::alloc::vec::Vec<f32>>,
            pub zero_point: ::core::option::Option<::planus::alloc::vec::Vec<i64>>,
            pub details: ::core::option::Option<self::QuantizationDetails>,
            pub quantized_dimension: i32,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for QuantizationParameters {
            fn default() -> Self {
                Self {
                    min: ::core::default::Default::default(),
                    max: ::core::default::Default::default(),
                    scale: ::core::default::Default::default(),
                    zero_point: ::core::default::Default::default(),
                    details: ::core::default::Default::default(),
                    quantized_dimension: 0,
                }
            }
        }

        impl QuantizationParameters {
            /// Creates a [QuantizationParametersBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> QuantizationParametersBuilder<()> {
                QuantizationParametersBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_min: impl ::planus::WriteAsOptional<::planus::Offset<[f32]>>,
                field_max: impl ::planus::WriteAsOptional<::planus::Offset<[f32]>>,
                field_scale: impl ::planus::WriteAsOptional<::planus::Offset<[f32]>>,
                field_zero_point: impl ::planus::WriteAsOptional<::planus::Offset<[i64]>>,
                field_details: impl ::planus::WriteAsOptionalUnion<self::QuantizationDetails>,
                field_quantized_dimension: impl ::planus::WriteAsDefault<i32, i32>,
            ) -> ::planus::Offset<Self> {
                let prepared_min = field_min.prepare(builder);
                let prepared_max = field_max.prepare(builder);
                let prepared_scale = field_scale.prepare(builder);
                let prepared_zero_point = field_zero_point.prepare(builder);
                let prepared_details = field_details.prepare(builder);
                let prepared_quantized_dimension = field_quantized_dimension.prepare(builder, &0);

                let mut table_writer: ::planus::table_writer::TableWriter<18> =
                    ::core::default::Default::default();
                if prepared_min.is_some() {
                    table_writer.write_entry::<::planus::Offset<[f32]>>(0);
                }
                if prepared_max.is_some() {
                    table_writer.write_entry::<::planus::Offset<[f32]>>(1);
                }
                if prepared_scale.is_some() {
                    table_writer.write_entry::<::planus::Offset<[f32]>>(2);
                }
                if prepared_zero_point.is_some() {
                    table_writer.write_entry::<::planus::Offset<[i64]>>(3);
                }
                if prepared_details.is_some() {
                    table_writer.write_entry::<::planus::Offset<self::QuantizationDetails>>(5);
                }
                if prepared_quantized_dimension.is_some() {
                    table_writer.write_entry::<i32>(6);
                }
                if prepared_details.is_some() {
                    table_writer.write_entry::<u8>(4);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_min) = prepared_min {
                            object_writer.write::<_, _, 4>(&prepared_min);
                        }
                        if let ::core::option::Option::Some(prepared_max) = prepared_max {
                            object_writer.write::<_, _, 4>(&prepared_max);
                        }
                        if let ::core::option::Option::Some(prepared_scale) = prepared_scale {
                            object_writer.write::<_, _, 4>(&prepared_scale);
                        }
                        if let ::core::option::Option::Some(prepared_zero_point) =
                            prepared_zero_point
                        {
                            object_writer.write::<_, _, 4>(&prepared_zero_point);
                        }
                        if let ::core::option::Option::Some(prepared_details) = prepared_details {
                            object_writer.write::<_, _, 4>(&prepared_details.offset());
                        }
                        if let ::core::option::Option::Some(prepared_quantized_dimension) =
                            prepared_quantized_dimension
                        {
                            object_writer.write::<_, _, 4>(&prepared_quantized_dimension);
                        }
                        if let ::core::option::Option::Some(prepared_details) = prepared_details {
                            object_writer.write::<_, _, 1>(&prepared_details.tag());
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<QuantizationParameters>> for QuantizationParameters {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<QuantizationParameters> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<QuantizationParameters>>
            for QuantizationParameters
        {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<QuantizationParameters>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<QuantizationParameters> for QuantizationParameters {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<QuantizationParameters> {
                QuantizationParameters::create(
                    builder,
                    &self.min,
                    &self.max,
                    &self.scale,
                    &self.zero_point,
                    &self.details,
                    self.quantized_dimension,
                )
            }
        }

        /// Builder for serializing an instance of the [QuantizationParameters] type.
        ///
        /// Can be created using the [QuantizationParameters::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct QuantizationParametersBuilder<State>(State);

        impl QuantizationParametersBuilder<()> {
            /// Setter for the [`min` field](QuantizationParameters#structfield.min).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn min<T0>(self, value: T0) -> QuantizationParametersBuilder<(T0,)>
            where
                T0: ::planus::WriteAsOptional<::planus::Offset<[f32]>>,
            {
                QuantizationParametersBuilder((value,))
            }

            /// Sets the [`min` field](QuantizationParameters#structfield.min) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn min_as_null(self) -> QuantizationParametersBuilder<((),)> {
                self.min(())
            }
        }

        impl<T0> QuantizationParametersBuilder<(T0,)> {
            /// Setter for the [`max` field](QuantizationParameters#structfield.max).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn max<T1>(self, value: T1) -> QuantizationParametersBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsOptional<::planus::Offset<[f32]>>,
            {
                let (v0,) = self.0;
                QuantizationParametersBuilder((v0, value))
            }

            /// Sets the [`max` field](QuantizationParameters#structfield.max) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn max_as_null(self) -> QuantizationParametersBuilder<(T0, ())> {
                self.max(())
            }
        }

        impl<T0, T1> QuantizationParametersBuilder<(T0, T1)> {
            /// Setter for the [`scale` field](QuantizationParameters#structfield.scale).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn scale<T2>(self, value: T2) -> QuantizationParametersBuilder<(T0, T1, T2)>
            where
                T2: ::planus::WriteAsOptional<::planus::Offset<[f32]>>,
            {
                let (v0, v1) = self.0;
                QuantizationParametersBuilder((v0, v1, value))
            }

            /// Sets the [`scale` field](QuantizationParameters#structfield.scale) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn scale_as_null(self) -> QuantizationParametersBuilder<(T0, T1, ())> {
                self.scale(())
            }
        }

        impl<T0, T1, T2> QuantizationParametersBuilder<(T0, T1, T2)> {
            /// Setter for the [`zero_point` field](QuantizationParameters#structfield.zero_point).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn zero_point<T3>(
                self,
                value: T3,
            ) -> QuantizationParametersBuilder<(T0, T1, T2, T3)>
            where
                T3: ::planus::WriteAsOptional<::planus::Offset<[i64]>>,
            {
                let (v0, v1, v2) = self.0;
                QuantizationParametersBuilder((v0, v1, v2, value))
            }

            /// Sets the [`zero_point` field](QuantizationParameters#structfield.zero_point) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn zero_point_as_null(self) -> QuantizationParametersBuilder<(T0, T1, T2, ())> {
                self.zero_point(())
            }
        }

        impl<T0, T1, T2, T3> QuantizationParametersBuilder<(T0, T1, T2, T3)> {
            /// Setter for the [`details` field](QuantizationParameters#structfield.details).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn details<T4>(
                self,
                value: T4,
            ) -> QuantizationParametersBuilder<(T0, T1, T2, T3, T4)>
            where
                T4: ::planus::WriteAsOptionalUnion<self::QuantizationDetails>,
            {
                let (v0, v1, v2, v3) = self.0;
                QuantizationParametersBuilder((v0, v1, v2, v3, value))
            }

            /// Sets the [`details` field](QuantizationParameters#structfield.details) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn details_as_null(self) -> QuantizationParametersBuilder<(T0, T1, T2, T3, ())> {
                self.details(())
            }
        }

        impl<T0, T1, T2, T3, T4> QuantizationParametersBuilder<(T0, T1, T2, T3, T4)> {
            /// Setter for the [`quantized_dimension` field](QuantizationParameters#structfield.quantized_dimension).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn quantized_dimension<T5>(
                self,
                value: T5,
            ) -> QuantizationParametersBuilder<(T0, T1, T2, T3, T4, T5)>
            where
                T5: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0, v1, v2, v3, v4) = self.0;
                QuantizationParametersBuilder((v0, v1, v2, v3, v4, value))
            }

            /// Sets the [`quantized_dimension` field](QuantizationParameters#structfield.quantized_dimension) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn quantized_dimension_as_default(
                self,
            ) -> QuantizationParametersBuilder<(T0, T1, T2, T3, T4, ::planus::DefaultValue)>
            {
                self.quantized_dimension(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3, T4, T5> QuantizationParametersBuilder<(T0, T1, T2, T3, T4, T5)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [QuantizationParameters].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<QuantizationParameters>
            where
                Self: ::planus::WriteAsOffset<QuantizationParameters>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<[f32]>>,
                T1: ::planus::WriteAsOptional<::planus::Offset<[f32]>>,
                T2: ::planus::WriteAsOptional<::planus::Offset<[f32]>>,
                T3: ::planus::WriteAsOptional<::planus::Offset<[i64]>>,
                T4: ::planus::WriteAsOptionalUnion<self::QuantizationDetails>,
                T5: ::planus::WriteAsDefault<i32, i32>,
            > ::planus::WriteAs<::planus::Offset<QuantizationParameters>>
            for QuantizationParametersBuilder<(T0, T1, T2, T3, T4, T5)>
        {
            type Prepared = ::planus::Offset<QuantizationParameters>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<QuantizationParameters> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<[f32]>>,
                T1: ::planus::WriteAsOptional<::planus::Offset<[f32]>>,
                T2: ::planus::WriteAsOptional<::planus::Offset<[f32]>>,
                T3: ::planus::WriteAsOptional<::planus::Offset<[i64]>>,
                T4: ::planus::WriteAsOptionalUnion<self::QuantizationDetails>,
                T5: ::planus::WriteAsDefault<i32, i32>,
            > ::planus::WriteAsOptional<::planus::Offset<QuantizationParameters>>
            for QuantizationParametersBuilder<(T0, T1, T2, T3, T4, T5)>
        {
            type Prepared = ::planus::Offset<QuantizationParameters>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<QuantizationParameters>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<[f32]>>,
                T1: ::planus::WriteAsOptional<::planus::Offset<[f32]>>,
                T2: ::planus::WriteAsOptional<::planus::Offset<[f32]>>,
                T3: ::planus::WriteAsOptional<::planus::Offset<[i64]>>,
                T4: ::planus::WriteAsOptionalUnion<self::QuantizationDetails>,
                T5: ::planus::WriteAsDefault<i32, i32>,
            > ::planus::WriteAsOffset<QuantizationParameters>
            for QuantizationParametersBuilder<(T0, T1, T2, T3, T4, T5)>
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<QuantizationParameters> {
                let (v0, v1, v2, v3, v4, v5) = &self.0;
                QuantizationParameters::create(builder, v0, v1, v2, v3, v4, v5)
            }
        }

        /// Reference to a deserialized [QuantizationParameters].
        #[derive(Copy, Clone)]
        pub struct QuantizationParametersRef<'a>(
            #[allow(dead_code)] ::planus::table_reader::Table<'a>,
        );

        impl<'a> QuantizationParametersRef<'a> {
            #[inline]
            pub fn min(
                &self,
            ) -> ::planus::Result<::core::option::Option<::planus::Vector<'a, f32>>> {
                self.0.access(0, "QuantizationParameters", "min")
            }

            #[inline]
            pub fn max(
                &self,
            ) -> ::planus::Result<::core::option::Option<::planus::Vector<'a, f32>>> {
                self.0.access(1, "QuantizationParameters", "max")
            }

            #[inline]
            pub fn scale(
                &self,
            ) -> ::planus::Result<::core::option::Option<::planus::Vector<'a, f32>>> {
                self.0.access(2, "QuantizationParameters", "scale")
            }

            #[inline]
            pub fn zero_point(
                &self,
            ) -> ::planus::Result<::core::option::Option<::planus::Vector<'a, i64>>> {
                self.0.access(3, "QuantizationParameters", "zero_point")
            }

            #[inline]
            pub fn details(
                &self,
            ) -> ::planus::Result<::core::option::Option<self::QuantizationDetailsRef<'a>>>
            {
                self.0.access_union(4, "QuantizationParameters", "details")
            }

            #[inline]
            pub fn quantized_dimension(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(6, "QuantizationParameters", "quantized_dimension")?
                        .unwrap_or(0),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for QuantizationParametersRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("QuantizationParametersRef");
                if let ::core::option::Option::Some(field_min) = self.min().transpose() {
                    f.field("min", &field_min);
                }
                if let ::core::option::Option::Some(field_max) = self.max().transpose() {
                    f.field("max", &field_max);
                }
                if let ::core::option::Option::Some(field_scale) = self.scale().transpose() {
                    f.field("scale", &field_scale);
                }
                if let ::core::option::Option::Some(field_zero_point) =
                    self.zero_point().transpose()
                {
                    f.field("zero_point", &field_zero_point);
                }
                if let ::core::option::Option::Some(field_details) = self.details().transpose() {
                    f.field("details", &field_details);
                }
                f.field("quantized_dimension", &self.quantized_dimension());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<QuantizationParametersRef<'a>> for QuantizationParameters {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: QuantizationParametersRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    min: if let ::core::option::Option::Some(min) = value.min()? {
                        ::core::option::Option::Some(min.to_vec()?)
                    } else {
                        ::core::option::Option::None
                    },
                    max: if let ::core::option::Option::Some(max) = value.max()? {
                        ::core::option::Option::Some(max.to_vec()?)
                    } else {
                        ::core::option::Option::None
                    },
                    scale: if let ::core::option::Option::Some(scale) = value.scale()? {
                        ::core::option::Option::Some(scale.to_vec()?)
                    } else {
                        ::core::option::Option::None
                    },
                    zero_point: if let ::core::option::Option::Some(zero_point) =
                        value.zero_point()?
                    {
                        ::core::option::Option::Some(zero_point.to_vec()?)
                    } else {
                        ::core::option::Option::None
                    },
                    details: if let ::core::option::Option::Some(details) = value.details()? {
                        ::core::option::Option::Some(::core::convert::TryInto::try_into(details)?)
                    } else {
                        ::core::option::Option::None
                    },
                    quantized_dimension: ::core::convert::TryInto::try_into(
                        value.quantized_dimension()?,
                    )?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for QuantizationParametersRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for QuantizationParametersRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[QuantizationParametersRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<QuantizationParameters>>
            for QuantizationParameters
        {
            type Value = ::planus::Offset<QuantizationParameters>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<QuantizationParameters>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for QuantizationParametersRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[QuantizationParametersRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `SparsityParameters` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `SparsityParameters` in the file `schema/tflite.fbs:286`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct SparsityParameters {}

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for SparsityParameters {
            fn default() -> Self {
                Self {}
            }
        }

        impl SparsityParameters {
            /// Creates a [SparsityParametersBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> SparsityParametersBuilder<()> {
                SparsityParametersBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(builder: &mut ::planus::Builder) -> ::planus::Offset<Self> {
                let table_writer: ::planus::table_writer::TableWriter<4> =
                    ::core::default::Default::default();
                unsafe {
                    table_writer.finish(builder, |_table_writer| {});
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<SparsityParameters>> for SparsityParameters {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<SparsityParameters> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<SparsityParameters>> for SparsityParameters {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<SparsityParameters>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<SparsityParameters> for SparsityParameters {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<SparsityParameters> {
                SparsityParameters::create(builder)
            }
        }

        /// Builder for serializing an instance of the [SparsityParameters] type.
        ///
        /// Can be created using the [SparsityParameters::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct SparsityParametersBuilder<State>(State);

        impl SparsityParametersBuilder<()> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [SparsityParameters].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<SparsityParameters>
            where
                Self: ::planus::WriteAsOffset<SparsityParameters>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl ::planus::WriteAs<::planus::Offset<SparsityParameters>> for SparsityParametersBuilder<()> {
            type Prepared = ::planus::Offset<SparsityParameters>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<SparsityParameters> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<SparsityParameters>>
            for SparsityParametersBuilder<()>
        {
            type Prepared = ::planus::Offset<SparsityParameters>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<SparsityParameters>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<SparsityParameters> for SparsityParametersBuilder<()> {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<SparsityParameters> {
                SparsityParameters::create(builder)
            }
        }

        /// Reference to a deserialized [SparsityParameters].
        #[derive(Copy, Clone)]
        pub struct SparsityParametersRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> SparsityParametersRef<'a> {}

        impl<'a> ::core::fmt::Debug for SparsityParametersRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("SparsityParametersRef");

                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<SparsityParametersRef<'a>> for SparsityParameters {
            type Error = ::planus::Error;

            fn try_from(_value: SparsityParametersRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {})
            }
        }

        impl<'a> ::planus::TableRead<'a> for SparsityParametersRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for SparsityParametersRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[SparsityParametersRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<SparsityParameters>> for SparsityParameters {
            type Value = ::planus::Offset<SparsityParameters>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<SparsityParameters>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for SparsityParametersRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[SparsityParametersRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `Tensor` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `Tensor` in the file `schema/tflite.fbs:291`
        #[derive(Clone, Debug, PartialEq, PartialOrd, ::serde::Serialize, ::serde::Deserialize)]
        pub struct Tensor {
            pub shape: ::core::option::Option<::planus::alloc::vec::Vec<i32>>,
            pub type_: i8,
            pub buffer: u32,
            pub name: ::core::option::Option<::planus::alloc::string::String>,
            pub quantization:
                ::core::option::Option<::planus::alloc::boxed::Box<self::QuantizationParameters>>,
            pub is_variable: bool,
            pub sparsity:
                ::core::option::Option<::planus::alloc::boxed::Box<self::SparsityParameters>>,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for Tensor {
            fn default() -> Self {
                Self {
                    shape: ::core::default::Default::default(),
                    type_: 0,
                    buffer: 0,
                    name: ::core::default::Default::default(),
                    quantization: ::core::default::Default::default(),
                    is_variable: false,
                    sparsity: ::core::default::Default::default(),
                }
            }
        }

        impl Tensor {
            /// Creates a [TensorBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> TensorBuilder<()> {
                TensorBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_shape: impl ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                field_type_: impl ::planus::WriteAsDefault<i8, i8>,
                field_buffer: impl ::planus::WriteAsDefault<u32, u32>,
                field_name: impl ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                field_quantization: impl ::planus::WriteAsOptional<
                    ::planus::Offset<self::QuantizationParameters>,
                >,
                field_is_variable: impl ::planus::WriteAsDefault<bool, bool>,
                field_sparsity: impl ::planus::WriteAsOptional<
                    ::planus::Offset<self::SparsityParameters>,
                >,
            ) -> ::planus::Offset<Self> {
                let prepared_shape = field_shape.prepare(builder);
                let prepared_type_ = field_type_.prepare(builder, &0);
                let prepared_buffer = field_buffer.prepare(builder, &0);
                let prepared_name = field_name.prepare(builder);
                let prepared_quantization = field_quantization.prepare(builder);
                let prepared_is_variable = field_is_variable.prepare(builder, &false);
                let prepared_sparsity = field_sparsity.prepare(builder);

                let mut table_writer: ::planus::table_writer::TableWriter<18> =
                    ::core::default::Default::default();
                if prepared_shape.is_some() {
                    table_writer.write_entry::<::planus::Offset<[i32]>>(0);
                }
                if prepared_buffer.is_some() {
                    table_writer.write_entry::<u32>(2);
                }
                if prepared_name.is_some() {
                    table_writer.write_entry::<::planus::Offset<str>>(3);
                }
                if prepared_quantization.is_some() {
                    table_writer.write_entry::<::planus::Offset<self::QuantizationParameters>>(4);
                }
                if prepared_sparsity.is_some() {
                    table_writer.write_entry::<::planus::Offset<self::SparsityParameters>>(6);
                }
                if prepared_type_.is_some() {
                    table_writer.write_entry::<i8>(1);
                }
                if prepared_is_variable.is_some() {
                    table_writer.write_entry::<bool>(5);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_shape) = prepared_shape {
                            object_writer.write::<_, _, 4>(&prepared_shape);
                        }
                        if let ::core::option::Option::Some(prepared_buffer) = prepared_buffer {
                            object_writer.write::<_, _, 4>(&prepared_buffer);
                        }
                        if let ::core::option::Option::Some(prepared_name) = prepared_name {
                            object_writer.write::<_, _, 4>(&prepared_name);
                        }
                        if let ::core::option::Option::Some(prepared_quantization) =
                            prepared_quantization
                        {
                            object_writer.write::<_, _, 4>(&prepared_quantization);
                        }
                        if let ::core::option::Option::Some(prepared_sparsity) = prepared_sparsity {
                            object_writer.write::<_, _, 4>(&prepared_sparsity);
                        }
                        if let ::core::option::Option::Some(prepared_type_) = prepared_type_ {
                            object_writer.write::<_, _, 1>(&prepared_type_);
                        }
                        if let ::core::option::Option::Some(prepared_is_variable) =
                            prepared_is_variable
                        {
                            object_writer.write::<_, _, 1>(&prepared_is_variable);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<Tensor>> for Tensor {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Tensor> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<Tensor>> for Tensor {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Tensor>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<Tensor> for Tensor {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Tensor> {
                Tensor::create(
                    builder,
                    &self.shape,
                    self.type_,
                    self.buffer,
                    &self.name,
                    &self.quantization,
                    self.is_variable,
                    &self.sparsity,
                )
            }
        }

        /// Builder for serializing an instance of the [Tensor] type.
        ///
        /// Can be created using the [Tensor::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct TensorBuilder<State>(State);

        impl TensorBuilder<()> {
            /// Setter for the [`shape` field](Tensor#structfield.shape).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn shape<T0>(self, value: T0) -> TensorBuilder<(T0,)>
            where
                T0: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
            {
                TensorBuilder((value,))
            }

            /// Sets the [`shape` field](Tensor#structfield.shape) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn shape_as_null(self) -> TensorBuilder<((),)> {
                self.shape(())
            }
        }

        impl<T0> TensorBuilder<(T0,)> {
            /// Setter for the [`type` field](Tensor#structfield.type_).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn type_<T1>(self, value: T1) -> TensorBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsDefault<i8, i8>,
            {
                let (v0,) = self.0;
                TensorBuilder((v0, value))
            }

            /// Sets the [`type` field](Tensor#structfield.type_) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn type_as_default(self) -> TensorBuilder<(T0, ::planus::DefaultValue)> {
                self.type_(::planus::DefaultValue)
            }
        }

        impl<T0, T1> TensorBuilder<(T0, T1)> {
            /// Setter for the [`buffer` field](Tensor#structfield.buffer).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn buffer<T2>(self, value: T2) -> TensorBuilder<(T0, T1, T2)>
            where
                T2: ::planus::WriteAsDefault<u32, u32>,
            {
                let (v0, v1) = self.0;
                TensorBuilder((v0, v1, value))
            }

            /// Sets the [`buffer` field](Tensor#structfield.buffer) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn buffer_as_default(self) -> TensorBuilder<(T0, T1, ::planus::DefaultValue)> {
                self.buffer(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2> TensorBuilder<(T0, T1, T2)> {
            /// Setter for the [`name` field](Tensor#structfield.name).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn name<T3>(self, value: T3) -> TensorBuilder<(T0, T1, T2, T3)>
            where
                T3: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
            {
                let (v0, v1, v2) = self.0;
                TensorBuilder((v0, v1, v2, value))
            }

            /// Sets the [`name` field](Tensor#structfield.name) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn name_as_null(self) -> TensorBuilder<(T0, T1, T2, ())> {
                self.name(())
            }
        }

        impl<T0, T1, T2, T3> TensorBuilder<(T0, T1, T2, T3)> {
            /// Setter for the [`quantization` field](Tensor#structfield.quantization).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn quantization<T4>(self, value: T4) -> TensorBuilder<(T0, T1, T2, T3, T4)>
            where
                T4: ::planus::WriteAsOptional<::planus::Offset<self::QuantizationParameters>>,
            {
                let (v0, v1, v2, v3) = self.0;
                TensorBuilder((v0, v1, v2, v3, value))
            }

            /// Sets the [`quantization` field](Tensor#structfield.quantization) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn quantization_as_null(self) -> TensorBuilder<(T0, T1, T2, T3, ())> {
                self.quantization(())
            }
        }

        impl<T0, T1, T2, T3, T4> TensorBuilder<(T0, T1, T2, T3, T4)> {
            /// Setter for the [`is_variable` field](Tensor#structfield.is_variable).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn is_variable<T5>(self, value: T5) -> TensorBuilder<(T0, T1, T2, T3, T4, T5)>
            where
                T5: ::planus::WriteAsDefault<bool, bool>,
            {
                let (v0, v1, v2, v3, v4) = self.0;
                TensorBuilder((v0, v1, v2, v3, v4, value))
            }

            /// Sets the [`is_variable` field](Tensor#structfield.is_variable) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn is_variable_as_default(
                self,
            ) -> TensorBuilder<(T0, T1, T2, T3, T4, ::planus::DefaultValue)> {
                self.is_variable(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3, T4, T5> TensorBuilder<(T0, T1, T2, T3, T4, T5)> {
            /// Setter for the [`sparsity` field](Tensor#structfield.sparsity).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn sparsity<T6>(self, value: T6) -> TensorBuilder<(T0, T1, T2, T3, T4, T5, T6)>
            where
                T6: ::planus::WriteAsOptional<::planus::Offset<self::SparsityParameters>>,
            {
                let (v0, v1, v2, v3, v4, v5) = self.0;
                TensorBuilder((v0, v1, v2, v3, v4, v5, value))
            }

            /// Sets the [`sparsity` field](Tensor#structfield.sparsity) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn sparsity_as_null(self) -> TensorBuilder<(T0, T1, T2, T3, T4, T5, ())> {
                self.sparsity(())
            }
        }

        impl<T0, T1, T2, T3, T4, T5, T6> TensorBuilder<(T0, T1, T2, T3, T4, T5, T6)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [Tensor].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<Tensor>
            where
                Self: ::planus::WriteAsOffset<Tensor>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T1: ::planus::WriteAsDefault<i8, i8>,
                T2: ::planus::WriteAsDefault<u32, u32>,
                T3: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T4: ::planus::WriteAsOptional<::planus::Offset<self::QuantizationParameters>>,
                T5: ::planus::WriteAsDefault<bool, bool>,
                T6: ::planus::WriteAsOptional<::planus::Offset<self::SparsityParameters>>,
            > ::planus::WriteAs<::planus::Offset<Tensor>>
            for TensorBuilder<(T0, T1, T2, T3, T4, T5, T6)>
        {
            type Prepared = ::planus::Offset<Tensor>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Tensor> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T1: ::planus::WriteAsDefault<i8, i8>,
                T2: ::planus::WriteAsDefault<u32, u32>,
                T3: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T4: ::planus::WriteAsOptional<::planus::Offset<self::QuantizationParameters>>,
                T5: ::planus::WriteAsDefault<bool, bool>,
                T6: ::planus::WriteAsOptional<::planus::Offset<self::SparsityParameters>>,
            > ::planus::WriteAsOptional<::planus::Offset<Tensor>>
            for TensorBuilder<(T0, T1, T2, T3, T4, T5, T6)>
        {
            type Prepared = ::planus::Offset<Tensor>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Tensor>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T1: ::planus::WriteAsDefault<i8, i8>,
                T2: ::planus::WriteAsDefault<u32, u32>,
                T3: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T4: ::planus::WriteAsOptional<::planus::Offset<self::QuantizationParameters>>,
                T5: ::planus::WriteAsDefault<bool, bool>,
                T6: ::planus::WriteAsOptional<::planus::Offset<self::SparsityParameters>>,
            > ::planus::WriteAsOffset<Tensor> for TensorBuilder<(T0, T1, T2, T3, T4, T5, T6)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Tensor> {
                let (v0, v1, v2, v3, v4, v5, v6) = &self.0;
                Tensor::create(builder, v0, v1, v2, v3, v4, v5, v6)
            }
        }

        /// Reference to a deserialized [Tensor].
        #[derive(Copy, Clone)]
        pub struct TensorRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> TensorRef<'a> {
            #[inline]
            pub fn shape(
                &self,
            ) -> ::planus::Result<::core::option::Option<::planus::Vector<'a, i32>>> {
                self.0.access(0, "Tensor", "shape")
            }

            #[inline]
            pub fn type_(&self) -> ::planus::Result<i8> {
                ::core::result::Result::Ok(self.0.access(1, "Tensor", "type_")?.unwrap_or(0))
            }

            #[inline]
            pub fn buffer(&self) -> ::planus::Result<u32> {
                ::core::result::Result::Ok(self.0.access(2, "Tensor", "buffer")?.unwrap_or(0))
            }

            #[inline]
            pub fn name(
                &self,
            ) -> ::planus::Result<::core::option::Option<&'a ::core::primitive::str>> {
                self.0.access(3, "Tensor", "name")
            }

            #[inline]
            pub fn quantization(
                &self,
            ) -> ::planus::Result<::core::option::Option<self::QuantizationParametersRef<'a>>>
            {
                self.0.access(4, "Tensor", "quantization")
            }

            #[inline]
            pub fn is_variable(&self) -> ::planus::Result<bool> {
                ::core::result::Result::Ok(
                    self.0.access(5, "Tensor", "is_variable")?.unwrap_or(false),
                )
            }

            #[inline]
            pub fn sparsity(
                &self,
            ) -> ::planus::Result<::core::option::Option<self::SparsityParametersRef<'a>>>
            {
                self.0.access(6, "Tensor", "sparsity")
            }
        }

        impl<'a> ::core::fmt::Debug for TensorRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("TensorRef");
                if let ::core::option::Option::Some(field_shape) = self.shape().transpose() {
                    f.field("shape", &field_shape);
                }
                f.field("type_", &self.type_());
                f.field("buffer", &self.buffer());
                if let ::core::option::Option::Some(field_name) = self.name().transpose() {
                    f.field("name", &field_name);
                }
                if let ::core::option::Option::Some(field_quantization) =
                    self.quantization().transpose()
                {
                    f.field("quantization", &field_quantization);
                }
                f.field("is_variable", &self.is_variable());
                if let ::core::option::Option::Some(field_sparsity) = self.sparsity().transpose() {
                    f.field("sparsity", &field_sparsity);
                }
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<TensorRef<'a>> for Tensor {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: TensorRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    shape: if let ::core::option::Option::Some(shape) = value.shape()? {
                        ::core::option::Option::Some(shape.to_vec()?)
                    } else {
                        ::core::option::Option::None
                    },
                    type_: ::core::convert::TryInto::try_into(value.type_()?)?,
                    buffer: ::core::convert::TryInto::try_into(value.buffer()?)?,
                    name: value.name()?.map(::core::convert::Into::into),
                    quantization: if let ::core::option::Option::Some(quantization) =
                        value.quantization()?
                    {
                        ::core::option::Option::Some(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryInto::try_into(quantization)?,
                        ))
                    } else {
                        ::core::option::Option::None
                    },
                    is_variable: ::core::convert::TryInto::try_into(value.is_variable()?)?,
                    sparsity: if let ::core::option::Option::Some(sparsity) = value.sparsity()? {
                        ::core::option::Option::Some(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryInto::try_into(sparsity)?,
                        ))
                    } else {
                        ::core::option::Option::None
                    },
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for TensorRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for TensorRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location("[TensorRef]", "get", buffer.offset_from_start)
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<Tensor>> for Tensor {
            type Value = ::planus::Offset<Tensor>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<Tensor>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for TensorRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[TensorRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `Buffer` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `Buffer` in the file `schema/tflite.fbs:301`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct Buffer {
            pub data: ::core::option::Option<::planus::alloc::vec::Vec<u8>>,
            pub offset: u64,
            pub size: u64,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for Buffer {
            fn default() -> Self {
                Self {
                    data: ::core::default::Default::default(),
                    offset: 0,
                    size: 0,
                }
            }
        }

        impl Buffer {
            /// Creates a [BufferBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> BufferBuilder<()> {
                BufferBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_data: impl ::planus::WriteAsOptional<::planus::Offset<[u8]>>,
                field_offset: impl ::planus::WriteAsDefault<u64, u64>,
                field_size: impl ::planus::WriteAsDefault<u64, u64>,
            ) -> ::planus::Offset<Self> {
                let prepared_data = field_data.prepare(builder);
                let prepared_offset = field_offset.prepare(builder, &0);
                let prepared_size = field_size.prepare(builder, &0);

                let mut table_writer: ::planus::table_writer::TableWriter<10> =
                    ::core::default::Default::default();
                if prepared_offset.is_some() {
                    table_writer.write_entry::<u64>(1);
                }
                if prepared_size.is_some() {
                    table_writer.write_entry::<u64>(2);
                }
                if prepared_data.is_some() {
                    table_writer.write_entry::<::planus::Offset<[u8]>>(0);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_offset) = prepared_offset {
                            object_writer.write::<_, _, 8>(&prepared_offset);
                        }
                        if let ::core::option::Option::Some(prepared_size) = prepared_size {
                            object_writer.write::<_, _, 8>(&prepared_size);
                        }
                        if let ::core::option::Option::Some(prepared_data) = prepared_data {
                            object_writer.write::<_, _, 4>(&prepared_data);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<Buffer>> for Buffer {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Buffer> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<Buffer>> for Buffer {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Buffer>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<Buffer> for Buffer {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Buffer> {
                Buffer::create(builder, &self.data, self.offset, self.size)
            }
        }

        /// Builder for serializing an instance of the [Buffer] type.
        ///
        /// Can be created using the [Buffer::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct BufferBuilder<State>(State);

        impl BufferBuilder<()> {
            /// Setter for the [`data` field](Buffer#structfield.data).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn data<T0>(self, value: T0) -> BufferBuilder<(T0,)>
            where
                T0: ::planus::WriteAsOptional<::planus::Offset<[u8]>>,
            {
                BufferBuilder((value,))
            }

            /// Sets the [`data` field](Buffer#structfield.data) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn data_as_null(self) -> BufferBuilder<((),)> {
                self.data(())
            }
        }

        impl<T0> BufferBuilder<(T0,)> {
            /// Setter for the [`offset` field](Buffer#structfield.offset).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn offset<T1>(self, value: T1) -> BufferBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsDefault<u64, u64>,
            {
                let (v0,) = self.0;
                BufferBuilder((v0, value))
            }

            /// Sets the [`offset` field](Buffer#structfield.offset) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn offset_as_default(self) -> BufferBuilder<(T0, ::planus::DefaultValue)> {
                self.offset(::planus::DefaultValue)
            }
        }

        impl<T0, T1> BufferBuilder<(T0, T1)> {
            /// Setter for the [`size` field](Buffer#structfield.size).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn size<T2>(self, value: T2) -> BufferBuilder<(T0, T1, T2)>
            where
                T2: ::planus::WriteAsDefault<u64, u64>,
            {
                let (v0, v1) = self.0;
                BufferBuilder((v0, v1, value))
            }

            /// Sets the [`size` field](Buffer#structfield.size) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn size_as_default(self) -> BufferBuilder<(T0, T1, ::planus::DefaultValue)> {
                self.size(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2> BufferBuilder<(T0, T1, T2)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [Buffer].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<Buffer>
            where
                Self: ::planus::WriteAsOffset<Buffer>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<[u8]>>,
                T1: ::planus::WriteAsDefault<u64, u64>,
                T2: ::planus::WriteAsDefault<u64, u64>,
            > ::planus::WriteAs<::planus::Offset<Buffer>> for BufferBuilder<(T0, T1, T2)>
        {
            type Prepared = ::planus::Offset<Buffer>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Buffer> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<[u8]>>,
                T1: ::planus::WriteAsDefault<u64, u64>,
                T2: ::planus::WriteAsDefault<u64, u64>,
            > ::planus::WriteAsOptional<::planus::Offset<Buffer>> for BufferBuilder<(T0, T1, T2)>
        {
            type Prepared = ::planus::Offset<Buffer>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Buffer>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<[u8]>>,
                T1: ::planus::WriteAsDefault<u64, u64>,
                T2: ::planus::WriteAsDefault<u64, u64>,
            > ::planus::WriteAsOffset<Buffer> for BufferBuilder<(T0, T1, T2)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Buffer> {
                let (v0, v1, v2) = &self.0;
                Buffer::create(builder, v0, v1, v2)
            }
        }

        /// Reference to a deserialized [Buffer].
        #[derive(Copy, Clone)]
        pub struct BufferRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> BufferRef<'a> {
            #[inline]
            pub fn data(&self) -> ::planus::Result<::core::option::Option<&'a [u8]>> {
                self.0.access(0, "Buffer", "data")
            }

            #[inline]
            pub fn offset(&self) -> ::planus::Result<u64> {
                ::core::result::Result::Ok(self.0.access(1, "Buffer", "offset")?.unwrap_or(0))
            }

            #[inline]
            pub fn size(&self) -> ::planus::Result<u64> {
                ::core::result::Result::Ok(self.0.access(2, "Buffer", "size")?.unwrap_or(0))
            }
        }

        impl<'a> ::core::fmt::Debug for BufferRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("BufferRef");
                if let ::core::option::Option::Some(field_data) = self.data().transpose() {
                    f.field("data", &field_data);
                }
                f.field("offset", &self.offset());
                f.field("size", &self.size());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<BufferRef<'a>> for Buffer {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: BufferRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    data: value.data()?.map(|v| v.to_vec()),
                    offset: ::core::convert::TryInto::try_into(value.offset()?)?,
                    size: ::core::convert::TryInto::try_into(value.size()?)?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for BufferRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for BufferRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location("[BufferRef]", "get", buffer.offset_from_start)
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<Buffer>> for Buffer {
            type Value = ::planus::Offset<Buffer>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<Buffer>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for BufferRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[BufferRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `Conv2DOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `Conv2DOptions` in the file `schema/tflite.fbs:310`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct Conv2DOptions {
            pub padding: self::Padding,
            pub stride_w: i32,
            pub stride_h: i32,
            pub fused_activation_function: self::ActivationFunctionType,
            pub dilation_w_factor: i32,
            pub dilation_h_factor: i32,
            pub quantized_bias_type: i8,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for Conv2DOptions {
            fn default() -> Self {
                Self {
                    padding: self::Padding::Same,
                    stride_w: 0,
                    stride_h: 0,
                    fused_activation_function: self::ActivationFunctionType::None,
                    dilation_w_factor: 1,
                    dilation_h_factor: 1,
                    quantized_bias_type: 0,
                }
            }
        }

        impl Conv2DOptions {
            /// Creates a [Conv2DOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> Conv2DOptionsBuilder<()> {
                Conv2DOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_padding: impl ::planus::WriteAsDefault<self::Padding, self::Padding>,
                field_stride_w: impl ::planus::WriteAsDefault<i32, i32>,
                field_stride_h: impl ::planus::WriteAsDefault<i32, i32>,
                field_fused_activation_function: impl ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                field_dilation_w_factor: impl ::planus::WriteAsDefault<i32, i32>,
                field_dilation_h_factor: impl ::planus::WriteAsDefault<i32, i32>,
                field_quantized_bias_type: impl ::planus::WriteAsDefault<i8, i8>,
            ) -> ::planus::Offset<Self> {
                let prepared_padding = field_padding.prepare(builder, &self::Padding::Same);
                let prepared_stride_w = field_stride_w.prepare(builder, &0);
                let prepared_stride_h = field_stride_h.prepare(builder, &0);
                let prepared_fused_activation_function = field_fused_activation_function
                    .prepare(builder, &self::ActivationFunctionType::None);
                let prepared_dilation_w_factor = field_dilation_w_factor.prepare(builder, &1);
                let prepared_dilation_h_factor = field_dilation_h_factor.prepare(builder, &1);
                let prepared_quantized_bias_type = field_quantized_bias_type.prepare(builder, &0);

                let mut table_writer: ::planus::table_writer::TableWriter<18> =
                    ::core::default::Default::default();
                if prepared_stride_w.is_some() {
                    table_writer.write_entry::<i32>(1);
                }
                if prepared_stride_h.is_some() {
                    table_writer.write_entry::<i32>(2);
                }
                if prepared_dilation_w_factor.is_some() {
                    table_writer.write_entry::<i32>(4);
                }
                if prepared_dilation_h_factor.is_some() {
                    table_writer.write_entry::<i32>(5);
                }
                if prepared_padding.is_some() {
                    table_writer.write_entry::<self::Padding>(0);
                }
                if prepared_fused_activation_function.is_some() {
                    table_writer.write_entry::<self::ActivationFunctionType>(3);
                }
                if prepared_quantized_bias_type.is_some() {
                    table_writer.write_entry::<i8>(6);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_stride_w) = prepared_stride_w {
                            object_writer.write::<_, _, 4>(&prepared_stride_w);
                        }
                        if let ::core::option::Option::Some(prepared_stride_h) = prepared_stride_h {
                            object_writer.write::<_, _, 4>(&prepared_stride_h);
                        }
                        if let ::core::option::Option::Some(prepared_dilation_w_factor) =
                            prepared_dilation_w_factor
                        {
                            object_writer.write::<_, _, 4>(&prepared_dilation_w_factor);
                        }
                        if let ::core::option::Option::Some(prepared_dilation_h_factor) =
                            prepared_dilation_h_factor
                        {
                            object_writer.write::<_, _, 4>(&prepared_dilation_h_factor);
                        }
                        if let ::core::option::Option::Some(prepared_padding) = prepared_padding {
                            object_writer.write::<_, _, 1>(&prepared_padding);
                        }
                        if let ::core::option::Option::Some(prepared_fused_activation_function) =
                            prepared_fused_activation_function
                        {
                            object_writer.write::<_, _, 1>(&prepared_fused_activation_function);
                        }
                        if let ::core::option::Option::Some(prepared_quantized_bias_type) =
                            prepared_quantized_bias_type
                        {
                            object_writer.write::<_, _, 1>(&prepared_quantized_bias_type);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<Conv2DOptions>> for Conv2DOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Conv2DOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<Conv2DOptions>> for Conv2DOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Conv2DOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<Conv2DOptions> for Conv2DOptions {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Conv2DOptions> {
                Conv2DOptions::create(
                    builder,
                    self.padding,
                    self.stride_w,
                    self.stride_h,
                    self.fused_activation_function,
                    self.dilation_w_factor,
                    self.dilation_h_factor,
                    self.quantized_bias_type,
                )
            }
        }

        /// Builder for serializing an instance of the [Conv2DOptions] type.
        ///
        /// Can be created using the [Conv2DOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct Conv2DOptionsBuilder<State>(State);

        impl Conv2DOptionsBuilder<()> {
            /// Setter for the [`padding` field](Conv2DOptions#structfield.padding).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn padding<T0>(self, value: T0) -> Conv2DOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<self::Padding, self::Padding>,
            {
                Conv2DOptionsBuilder((value,))
            }

            /// Sets the [`padding` field](Conv2DOptions#structfield.padding) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn padding_as_default(self) -> Conv2DOptionsBuilder<(::planus::DefaultValue,)> {
                self.padding(::planus::DefaultValue)
            }
        }

        impl<T0> Conv2DOptionsBuilder<(T0,)> {
            /// Setter for the [`stride_w` field](Conv2DOptions#structfield.stride_w).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn stride_w<T1>(self, value: T1) -> Conv2DOptionsBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0,) = self.0;
                Conv2DOptionsBuilder((v0, value))
            }

            /// Sets the [`stride_w` field](Conv2DOptions#structfield.stride_w) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn stride_w_as_default(self) -> Conv2DOptionsBuilder<(T0, ::planus::DefaultValue)> {
                self.stride_w(::planus::DefaultValue)
            }
        }

        impl<T0, T1> Conv2DOptionsBuilder<(T0, T1)> {
            /// Setter for the [`stride_h` field](Conv2DOptions#structfield.stride_h).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn stride_h<T2>(self, value: T2) -> Conv2DOptionsBuilder<(T0, T1, T2)>
            where
                T2: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0, v1) = self.0;
                Conv2DOptionsBuilder((v0, v1, value))
            }

            /// Sets the [`stride_h` field](Conv2DOptions#structfield.stride_h) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn stride_h_as_default(
                self,
            ) -> Conv2DOptionsBuilder<(T0, T1, ::planus::DefaultValue)> {
                self.stride_h(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2> Conv2DOptionsBuilder<(T0, T1, T2)> {
            /// Setter for the [`fused_activation_function` field](Conv2DOptions#structfield.fused_activation_function).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn fused_activation_function<T3>(
                self,
                value: T3,
            ) -> Conv2DOptionsBuilder<(T0, T1, T2, T3)>
            where
                T3: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            {
                let (v0, v1, v2) = self.0;
                Conv2DOptionsBuilder((v0, v1, v2, value))
            }

            /// Sets the [`fused_activation_function` field](Conv2DOptions#structfield.fused_activation_function) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn fused_activation_function_as_default(
                self,
            ) -> Conv2DOptionsBuilder<(T0, T1, T2, ::planus::DefaultValue)> {
                self.fused_activation_function(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3> Conv2DOptionsBuilder<(T0, T1, T2, T3)> {
            /// Setter for the [`dilation_w_factor` field](Conv2DOptions#structfield.dilation_w_factor).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn dilation_w_factor<T4>(
                self,
                value: T4,
            ) -> Conv2DOptionsBuilder<(T0, T1, T2, T3, T4)>
            where
                T4: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0, v1, v2, v3) = self.0;
                Conv2DOptionsBuilder((v0, v1, v2, v3, value))
            }

            /// Sets the [`dilation_w_factor` field](Conv2DOptions#structfield.dilation_w_factor) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn dilation_w_factor_as_default(
                self,
            ) -> Conv2DOptionsBuilder<(T0, T1, T2, T3, ::planus::DefaultValue)> {
                self.dilation_w_factor(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3, T4> Conv2DOptionsBuilder<(T0, T1, T2, T3, T4)> {
            /// Setter for the [`dilation_h_factor` field](Conv2DOptions#structfield.dilation_h_factor).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn dilation_h_factor<T5>(
                self,
                value: T5,
            ) -> Conv2DOptionsBuilder<(T0, T1, T2, T3, T4, T5)>
            where
                T5: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0, v1, v2, v3, v4) = self.0;
                Conv2DOptionsBuilder((v0, v1, v2, v3, v4, value))
            }

            /// Sets the [`dilation_h_factor` field](Conv2DOptions#structfield.dilation_h_factor) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn dilation_h_factor_as_default(
                self,
            ) -> Conv2DOptionsBuilder<(T0, T1, T2, T3, T4, ::planus::DefaultValue)> {
                self.dilation_h_factor(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3, T4, T5> Conv2DOptionsBuilder<(T0, T1, T2, T3, T4, T5)> {
            /// Setter for the [`quantized_bias_type` field](Conv2DOptions#structfield.quantized_bias_type).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn quantized_bias_type<T6>(
                self,
                value: T6,
            ) -> Conv2DOptionsBuilder<(T0, T1, T2, T3, T4, T5, T6)>
            where
                T6: ::planus::WriteAsDefault<i8, i8>,
            {
                let (v0, v1, v2, v3, v4, v5) = self.0;
                Conv2DOptionsBuilder((v0, v1, v2, v3, v4, v5, value))
            }

            /// Sets the [`quantized_bias_type` field](Conv2DOptions#structfield.quantized_bias_type) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn quantized_bias_type_as_default(
                self,
            ) -> Conv2DOptionsBuilder<(T0, T1, T2, T3, T4, T5, ::planus::DefaultValue)>
            {
                self.quantized_bias_type(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3, T4, T5, T6> Conv2DOptionsBuilder<(T0, T1, T2, T3, T4, T5, T6)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [Conv2DOptions].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<Conv2DOptions>
            where
                Self: ::planus::WriteAsOffset<Conv2DOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<self::Padding, self::Padding>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsDefault<i32, i32>,
                T3: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                T4: ::planus::WriteAsDefault<i32, i32>,
                T5: ::planus::WriteAsDefault<i32, i32>,
                T6: ::planus::WriteAsDefault<i8, i8>,
            > ::planus::WriteAs<::planus::Offset<Conv2DOptions>>
            for Conv2DOptionsBuilder<(T0, T1, T2, T3, T4, T5, T6)>
        {
            type Prepared = ::planus::Offset<Conv2DOptions>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Conv2DOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<self::Padding, self::Padding>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsDefault<i32, i32>,
                T3: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                T4: ::planus::WriteAsDefault<i32, i32>,
                T5: ::planus::WriteAsDefault<i32, i32>,
                T6: ::planus::WriteAsDefault<i8, i8>,
            > ::planus::WriteAsOptional<::planus::Offset<Conv2DOptions>>
            for Conv2DOptionsBuilder<(T0, T1, T2, T3, T4, T5, T6)>
        {
            type Prepared = ::planus::Offset<Conv2DOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Conv2DOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<self::Padding, self::Padding>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsDefault<i32, i32>,
                T3: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                T4: ::planus::WriteAsDefault<i32, i32>,
                T5: ::planus::WriteAsDefault<i32, i32>,
                T6: ::planus::WriteAsDefault<i8, i8>,
            > ::planus::WriteAsOffset<Conv2DOptions>
            for Conv2DOptionsBuilder<(T0, T1, T2, T3, T4, T5, T6)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Conv2DOptions> {
                let (v0, v1, v2, v3, v4, v5, v6) = &self.0;
                Conv2DOptions::create(builder, v0, v1, v2, v3, v4, v5, v6)
            }
        }

        /// Reference to a deserialized [Conv2DOptions].
        #[derive(Copy, Clone)]
        pub struct Conv2DOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> Conv2DOptionsRef<'a> {
            #[inline]
            pub fn padding(&self) -> ::planus::Result<self::Padding> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "Conv2DOptions", "padding")?
                        .unwrap_or(self::Padding::Same),
                )
            }

            #[inline]
            pub fn stride_w(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0.access(1, "Conv2DOptions", "stride_w")?.unwrap_or(0),
                )
            }

            #[inline]
            pub fn stride_h(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0.access(2, "Conv2DOptions", "stride_h")?.unwrap_or(0),
                )
            }

            #[inline]
            pub fn fused_activation_function(
                &self,
            ) -> ::planus::Result<self::ActivationFunctionType> {
                ::core::result::Result::Ok(
                    self.0
                        .access(3, "Conv2DOptions", "fused_activation_function")?
                        .unwrap_or(self::ActivationFunctionType::None),
                )
            }

            #[inline]
            pub fn dilation_w_factor(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(4, "Conv2DOptions", "dilation_w_factor")?
                        .unwrap_or(1),
                )
            }

            #[inline]
            pub fn dilation_h_factor(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(5, "Conv2DOptions", "dilation_h_factor")?
                        .unwrap_or(1),
                )
            }

            #[inline]
            pub fn quantized_bias_type(&self) -> ::planus::Result<i8> {
                ::core::result::Result::Ok(
                    self.0
                        .access(6, "Conv2DOptions", "quantized_bias_type")?
                        .unwrap_or(0),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for Conv2DOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("Conv2DOptionsRef");
                f.field("padding", &self.padding());
                f.field("stride_w", &self.stride_w());
                f.field("stride_h", &self.stride_h());
                f.field(
                    "fused_activation_function",
                    &self.fused_activation_function(),
                );
                f.field("dilation_w_factor", &self.dilation_w_factor());
                f.field("dilation_h_factor", &self.dilation_h_factor());
                f.field("quantized_bias_type", &self.quantized_bias_type());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<Conv2DOptionsRef<'a>> for Conv2DOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: Conv2DOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    padding: ::core::convert::TryInto::try_into(value.padding()?)?,
                    stride_w: ::core::convert::TryInto::try_into(value.stride_w()?)?,
                    stride_h: ::core::convert::TryInto::try_into(value.stride_h()?)?,
                    fused_activation_function: ::core::convert::TryInto::try_into(
                        value.fused_activation_function()?,
                    )?,
                    dilation_w_factor: ::core::convert::TryInto::try_into(
                        value.dilation_w_factor()?,
                    )?,
                    dilation_h_factor: ::core::convert::TryInto::try_into(
                        value.dilation_h_factor()?,
                    )?,
                    quantized_bias_type: ::core::convert::TryInto::try_into(
                        value.quantized_bias_type()?,
                    )?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for Conv2DOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for Conv2DOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[Conv2DOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<Conv2DOptions>> for Conv2DOptions {
            type Value = ::planus::Offset<Conv2DOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<Conv2DOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for Conv2DOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[Conv2DOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `Pool2DOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `Pool2DOptions` in the file `schema/tflite.fbs:320`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct Pool2DOptions {
            pub padding: self::Padding,
            pub stride_w: i32,
            pub stride_h: i32,
            pub filter_width: i32,
            pub filter_height: i32,
            pub fused_activation_function: self::ActivationFunctionType,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for Pool2DOptions {
            fn default() -> Self {
                Self {
                    padding: self::Padding::Same,
                    stride_w: 0,
                    stride_h: 0,
                    filter_width: 0,
                    filter_height: 0,
                    fused_activation_function: self::ActivationFunctionType::None,
                }
            }
        }

        impl Pool2DOptions {
            /// Creates a [Pool2DOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> Pool2DOptionsBuilder<()> {
                Pool2DOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_padding: impl ::planus::WriteAsDefault<self::Padding, self::Padding>,
                field_stride_w: impl ::planus::WriteAsDefault<i32, i32>,
                field_stride_h: impl ::planus::WriteAsDefault<i32, i32>,
                field_filter_width: impl ::planus::WriteAsDefault<i32, i32>,
                field_filter_height: impl ::planus::WriteAsDefault<i32, i32>,
                field_fused_activation_function: impl ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            ) -> ::planus::Offset<Self> {
                let prepared_padding = field_padding.prepare(builder, &self::Padding::Same);
                let prepared_stride_w = field_stride_w.prepare(builder, &0);
                let prepared_stride_h = field_stride_h.prepare(builder, &0);
                let prepared_filter_width = field_filter_width.prepare(builder, &0);
                let prepared_filter_height = field_filter_height.prepare(builder, &0);
                let prepared_fused_activation_function = field_fused_activation_function
                    .prepare(builder, &self::ActivationFunctionType::None);

                let mut table_writer: ::planus::table_writer::TableWriter<16> =
                    ::core::default::Default::default();
                if prepared_stride_w.is_some() {
                    table_writer.write_entry::<i32>(1);
                }
                if prepared_stride_h.is_some() {
                    table_writer.write_entry::<i32>(2);
                }
                if prepared_filter_width.is_some() {
                    table_writer.write_entry::<i32>(3);
                }
                if prepared_filter_height.is_some() {
                    table_writer.write_entry::<i32>(4);
                }
                if prepared_padding.is_some() {
                    table_writer.write_entry::<self::Padding>(0);
                }
                if prepared_fused_activation_function.is_some() {
                    table_writer.write_entry::<self::ActivationFunctionType>(5);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_stride_w) = prepared_stride_w {
                            object_writer.write::<_, _, 4>(&prepared_stride_w);
                        }
                        if let ::core::option::Option::Some(prepared_stride_h) = prepared_stride_h {
                            object_writer.write::<_, _, 4>(&prepared_stride_h);
                        }
                        if let ::core::option::Option::Some(prepared_filter_width) =
                            prepared_filter_width
                        {
                            object_writer.write::<_, _, 4>(&prepared_filter_width);
                        }
                        if let ::core::option::Option::Some(prepared_filter_height) =
                            prepared_filter_height
                        {
                            object_writer.write::<_, _, 4>(&prepared_filter_height);
                        }
                        if let ::core::option::Option::Some(prepared_padding) = prepared_padding {
                            object_writer.write::<_, _, 1>(&prepared_padding);
                        }
                        if let ::core::option::Option::Some(prepared_fused_activation_function) =
                            prepared_fused_activation_function
                        {
                            object_writer.write::<_, _, 1>(&prepared_fused_activation_function);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<Pool2DOptions>> for Pool2DOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Pool2DOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<Pool2DOptions>> for Pool2DOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Pool2DOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<Pool2DOptions> for Pool2DOptions {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Pool2DOptions> {
                Pool2DOptions::create(
                    builder,
                    self.padding,
                    self.stride_w,
                    self.stride_h,
                    self.filter_width,
                    self.filter_height,
                    self.fused_activation_function,
                )
            }
        }

        /// Builder for serializing an instance of the [Pool2DOptions] type.
        ///
        /// Can be created using the [Pool2DOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct Pool2DOptionsBuilder<State>(State);

        impl Pool2DOptionsBuilder<()> {
            /// Setter for the [`padding` field](Pool2DOptions#structfield.padding).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn padding<T0>(self, value: T0) -> Pool2DOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<self::Padding, self::Padding>,
            {
                Pool2DOptionsBuilder((value,))
            }

            /// Sets the [`padding` field](Pool2DOptions#structfield.padding) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn padding_as_default(self) -> Pool2DOptionsBuilder<(::planus::DefaultValue,)> {
                self.padding(::planus::DefaultValue)
            }
        }

        impl<T0> Pool2DOptionsBuilder<(T0,)> {
            /// Setter for the [`stride_w` field](Pool2DOptions#structfield.stride_w).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn stride_w<T1>(self, value: T1) -> Pool2DOptionsBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0,) = self.0;
                Pool2DOptionsBuilder((v0, value))
            }

            /// Sets the [`stride_w` field](Pool2DOptions#structfield.stride_w) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn stride_w_as_default(self) -> Pool2DOptionsBuilder<(T0, ::planus::DefaultValue)> {
                self.stride_w(::planus::DefaultValue)
            }
        }

        impl<T0, T1> Pool2DOptionsBuilder<(T0, T1)> {
            /// Setter for the [`stride_h` field](Pool2DOptions#structfield.stride_h).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn stride_h<T2>(self, value: T2) -> Pool2DOptionsBuilder<(T0, T1, T2)>
            where
                T2: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0, v1) = self.0;
                Pool2DOptionsBuilder((v0, v1, value))
            }

            /// Sets the [`stride_h` field](Pool2DOptions#structfield.stride_h) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn stride_h_as_default(
                self,
            ) -> Pool2DOptionsBuilder<(T0, T1, ::planus::DefaultValue)> {
                self.stride_h(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2> Pool2DOptionsBuilder<(T0, T1, T2)> {
            /// Setter for the [`filter_width` field](Pool2DOptions#structfield.filter_width).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn filter_width<T3>(self, value: T3) -> Pool2DOptionsBuilder<(T0, T1, T2, T3)>
            where
                T3: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0, v1, v2) = self.0;
                Pool2DOptionsBuilder((v0, v1, v2, value))
            }

            /// Sets the [`filter_width` field](Pool2DOptions#structfield.filter_width) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn filter_width_as_default(
                self,
            ) -> Pool2DOptionsBuilder<(T0, T1, T2, ::planus::DefaultValue)> {
                self.filter_width(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3> Pool2DOptionsBuilder<(T0, T1, T2, T3)> {
            /// Setter for the [`filter_height` field](Pool2DOptions#structfield.filter_height).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn filter_height<T4>(self, value: T4) -> Pool2DOptionsBuilder<(T0, T1, T2, T3, T4)>
            where
                T4: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0, v1, v2, v3) = self.0;
                Pool2DOptionsBuilder((v0, v1, v2, v3, value))
            }

            /// Sets the [`filter_height` field](Pool2DOptions#structfield.filter_height) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn filter_height_as_default(
                self,
            ) -> Pool2DOptionsBuilder<(T0, T1, T2, T3, ::planus::DefaultValue)> {
                self.filter_height(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3, T4> Pool2DOptionsBuilder<(T0, T1, T2, T3, T4)> {
            /// Setter for the [`fused_activation_function` field](Pool2DOptions#structfield.fused_activation_function).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn fused_activation_function<T5>(
                self,
                value: T5,
            ) -> Pool2DOptionsBuilder<(T0, T1, T2, T3, T4, T5)>
            where
                T5: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            {
                let (v0, v1, v2, v3, v4) = self.0;
                Pool2DOptionsBuilder((v0, v1, v2, v3, v4, value))
            }

            /// Sets the [`fused_activation_function` field](Pool2DOptions#structfield.fused_activation_function) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn fused_activation_function_as_default(
                self,
            ) -> Pool2DOptionsBuilder<(T0, T1, T2, T3, T4, ::planus::DefaultValue)> {
                self.fused_activation_function(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3, T4, T5> Pool2DOptionsBuilder<(T0, T1, T2, T3, T4, T5)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [Pool2DOptions].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<Pool2DOptions>
            where
                Self: ::planus::WriteAsOffset<Pool2DOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<self::Padding, self::Padding>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsDefault<i32, i32>,
                T3: ::planus::WriteAsDefault<i32, i32>,
                T4: ::planus::WriteAsDefault<i32, i32>,
                T5: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            > ::planus::WriteAs<::planus::Offset<Pool2DOptions>>
            for Pool2DOptionsBuilder<(T0, T1, T2, T3, T4, T5)>
        {
            type Prepared = ::planus::Offset<Pool2DOptions>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Pool2DOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<self::Padding, self::Padding>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsDefault<i32, i32>,
                T3: ::planus::WriteAsDefault<i32, i32>,
                T4: ::planus::WriteAsDefault<i32, i32>,
                T5: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            > ::planus::WriteAsOptional<::planus::Offset<Pool2DOptions>>
            for Pool2DOptionsBuilder<(T0, T1, T2, T3, T4, T5)>
        {
            type Prepared = ::planus::Offset<Pool2DOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Pool2DOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<self::Padding, self::Padding>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsDefault<i32, i32>,
                T3: ::planus::WriteAsDefault<i32, i32>,
                T4: ::planus::WriteAsDefault<i32, i32>,
                T5: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            > ::planus::WriteAsOffset<Pool2DOptions>
            for Pool2DOptionsBuilder<(T0, T1, T2, T3, T4, T5)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Pool2DOptions> {
                let (v0, v1, v2, v3, v4, v5) = &self.0;
                Pool2DOptions::create(builder, v0, v1, v2, v3, v4, v5)
            }
        }

        /// Reference to a deserialized [Pool2DOptions].
        #[derive(Copy, Clone)]
        pub struct Pool2DOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> Pool2DOptionsRef<'a> {
            #[inline]
            pub fn padding(&self) -> ::planus::Result<self::Padding> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "Pool2DOptions", "padding")?
                        .unwrap_or(self::Padding::Same),
                )
            }

            #[inline]
            pub fn stride_w(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0.access(1, "Pool2DOptions", "stride_w")?.unwrap_or(0),
                )
            }

            #[inline]
            pub fn stride_h(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0.access(2, "Pool2DOptions", "stride_h")?.unwrap_or(0),
                )
            }

            #[inline]
            pub fn filter_width(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(3, "Pool2DOptions", "filter_width")?
                        .unwrap_or(0),
                )
            }

            #[inline]
            pub fn filter_height(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(4, "Pool2DOptions", "filter_height")?
                        .unwrap_or(0),
                )
            }

            #[inline]
            pub fn fused_activation_function(
                &self,
            ) -> ::planus::Result<self::ActivationFunctionType> {
                ::core::result::Result::Ok(
                    self.0
                        .access(5, "Pool2DOptions", "fused_activation_function")?
                        .unwrap_or(self::ActivationFunctionType::None),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for Pool2DOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("Pool2DOptionsRef");
                f.field("padding", &self.padding());
                f.field("stride_w", &self.stride_w());
                f.field("stride_h", &self.stride_h());
                f.field("filter_width", &self.filter_width());
                f.field("filter_height", &self.filter_height());
                f.field(
                    "fused_activation_function",
                    &self.fused_activation_function(),
                );
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<Pool2DOptionsRef<'a>> for Pool2DOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: Pool2DOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    padding: ::core::convert::TryInto::try_into(value.padding()?)?,
                    stride_w: ::core::convert::TryInto::try_into(value.stride_w()?)?,
                    stride_h: ::core::convert::TryInto::try_into(value.stride_h()?)?,
                    filter_width: ::core::convert::TryInto::try_into(value.filter_width()?)?,
                    filter_height: ::core::convert::TryInto::try_into(value.filter_height()?)?,
                    fused_activation_function: ::core::convert::TryInto::try_into(
                        value.fused_activation_function()?,
                    )?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for Pool2DOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for Pool2DOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[Pool2DOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<Pool2DOptions>> for Pool2DOptions {
            type Value = ::planus::Offset<Pool2DOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<Pool2DOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for Pool2DOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[Pool2DOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `DepthwiseConv2DOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `DepthwiseConv2DOptions` in the file `schema/tflite.fbs:329`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct DepthwiseConv2DOptions {
            pub padding: self::Padding,
            pub stride_w: i32,
            pub stride_h: i32,
            pub depth_multiplier: i32,
            pub fused_activation_function: self::ActivationFunctionType,
            pub dilation_w_factor: i32,
            pub dilation_h_factor: i32,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for DepthwiseConv2DOptions {
            fn default() -> Self {
                Self {
                    padding: self::Padding::Same,
                    stride_w: 0,
                    stride_h: 0,
                    depth_multiplier: 0,
                    fused_activation_function: self::ActivationFunctionType::None,
                    dilation_w_factor: 1,
                    dilation_h_factor: 1,
                }
            }
        }

        impl DepthwiseConv2DOptions {
            /// Creates a [DepthwiseConv2DOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> DepthwiseConv2DOptionsBuilder<()> {
                DepthwiseConv2DOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_padding: impl ::planus::WriteAsDefault<self::Padding, self::Padding>,
                field_stride_w: impl ::planus::WriteAsDefault<i32, i32>,
                field_stride_h: impl ::planus::WriteAsDefault<i32, i32>,
                field_depth_multiplier: impl ::planus::WriteAsDefault<i32, i32>,
                field_fused_activation_function: impl ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                field_dilation_w_factor: impl ::planus::WriteAsDefault<i32, i32>,
                field_dilation_h_factor: impl ::planus::WriteAsDefault<i32, i32>,
            ) -> ::planus::Offset<Self> {
                let prepared_padding = field_padding.prepare(builder, &self::Padding::Same);
                let prepared_stride_w = field_stride_w.prepare(builder, &0);
                let prepared_stride_h = field_stride_h.prepare(builder, &0);
                let prepared_depth_multiplier = field_depth_multiplier.prepare(builder, &0);
                let prepared_fused_activation_function = field_fused_activation_function
                    .prepare(builder, &self::ActivationFunctionType::None);
                let prepared_dilation_w_factor = field_dilation_w_factor.prepare(builder, &1);
                let prepared_dilation_h_factor = field_dilation_h_factor.prepare(builder, &1);

                let mut table_writer: ::planus::table_writer::TableWriter<18> =
                    ::core::default::Default::default();
                if prepared_stride_w.is_some() {
                    table_writer.write_entry::<i32>(1);
                }
                if prepared_stride_h.is_some() {
                    table_writer.write_entry::<i32>(2);
                }
                if prepared_depth_multiplier.is_some() {
                    table_writer.write_entry::<i32>(3);
                }
                if prepared_dilation_w_factor.is_some() {
                    table_writer.write_entry::<i32>(5);
                }
                if prepared_dilation_h_factor.is_some() {
                    table_writer.write_entry::<i32>(6);
                }
                if prepared_padding.is_some() {
                    table_writer.write_entry::<self::Padding>(0);
                }
                if prepared_fused_activation_function.is_some() {
                    table_writer.write_entry::<self::ActivationFunctionType>(4);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_stride_w) = prepared_stride_w {
                            object_writer.write::<_, _, 4>(&prepared_stride_w);
                        }
                        if let ::core::option::Option::Some(prepared_stride_h) = prepared_stride_h {
                            object_writer.write::<_, _, 4>(&prepared_stride_h);
                        }
                        if let ::core::option::Option::Some(prepared_depth_multiplier) =
                            prepared_depth_multiplier
                        {
                            object_writer.write::<_, _, 4>(&prepared_depth_multiplier);
                        }
                        if let ::core::option::Option::Some(prepared_dilation_w_factor) =
                            prepared_dilation_w_factor
                        {
                            object_writer.write::<_, _, 4>(&prepared_dilation_w_factor);
                        }
                        if let ::core::option::Option::Some(prepared_dilation_h_factor) =
                            prepared_dilation_h_factor
                        {
                            object_writer.write::<_, _, 4>(&prepared_dilation_h_factor);
                        }
                        if let ::core::option::Option::Some(prepared_padding) = prepared_padding {
                            object_writer.write::<_, _, 1>(&prepared_padding);
                        }
                        if let ::core::option::Option::Some(prepared_fused_activation_function) =
                            prepared_fused_activation_function
                        {
                            object_writer.write::<_, _, 1>(&prepared_fused_activation_function);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<DepthwiseConv2DOptions>> for DepthwiseConv2DOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<DepthwiseConv2DOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<DepthwiseConv2DOptions>>
            for DepthwiseConv2DOptions
        {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<DepthwiseConv2DOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<DepthwiseConv2DOptions> for DepthwiseConv2DOptions {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<DepthwiseConv2DOptions> {
                DepthwiseConv2DOptions::create(
                    builder,
                    self.padding,
                    self.stride_w,
                    self.stride_h,
                    self.depth_multiplier,
                    self.fused_activation_function,
                    self.dilation_w_factor,
                    self.dilation_h_factor,
                )
            }
        }

        /// Builder for serializing an instance of the [DepthwiseConv2DOptions] type.
        ///
        /// Can be created using the [DepthwiseConv2DOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct DepthwiseConv2DOptionsBuilder<State>(State);

        impl DepthwiseConv2DOptionsBuilder<()> {
            /// Setter for the [`padding` field](DepthwiseConv2DOptions#structfield.padding).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn padding<T0>(self, value: T0) -> DepthwiseConv2DOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<self::Padding, self::Padding>,
            {
                DepthwiseConv2DOptionsBuilder((value,))
            }

            /// Sets the [`padding` field](DepthwiseConv2DOptions#structfield.padding) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn padding_as_default(
                self,
            ) -> DepthwiseConv2DOptionsBuilder<(::planus::DefaultValue,)> {
                self.padding(::planus::DefaultValue)
            }
        }

        impl<T0> DepthwiseConv2DOptionsBuilder<(T0,)> {
            /// Setter for the [`stride_w` field](DepthwiseConv2DOptions#structfield.stride_w).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn stride_w<T1>(self, value: T1) -> DepthwiseConv2DOptionsBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0,) = self.0;
                DepthwiseConv2DOptionsBuilder((v0, value))
            }

            /// Sets the [`stride_w` field](DepthwiseConv2DOptions#structfield.stride_w) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn stride_w_as_default(
                self,
            ) -> DepthwiseConv2DOptionsBuilder<(T0, ::planus::DefaultValue)> {
                self.stride_w(::planus::DefaultValue)
            }
        }

        impl<T0, T1> DepthwiseConv2DOptionsBuilder<(T0, T1)> {
            /// Setter for the [`stride_h` field](DepthwiseConv2DOptions#structfield.stride_h).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn stride_h<T2>(self, value: T2) -> DepthwiseConv2DOptionsBuilder<(T0, T1, T2)>
            where
                T2: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0, v1) = self.0;
                DepthwiseConv2DOptionsBuilder((v0, v1, value))
            }

            /// Sets the [`stride_h` field](DepthwiseConv2DOptions#structfield.stride_h) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn stride_h_as_default(
                self,
            ) -> DepthwiseConv2DOptionsBuilder<(T0, T1, ::planus::DefaultValue)> {
                self.stride_h(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2> DepthwiseConv2DOptionsBuilder<(T0, T1, T2)> {
            /// Setter for the [`depth_multiplier` field](DepthwiseConv2DOptions#structfield.depth_multiplier).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn depth_multiplier<T3>(
                self,
                value: T3,
            ) -> DepthwiseConv2DOptionsBuilder<(T0, T1, T2, T3)>
            where
                T3: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0, v1, v2) = self.0;
                DepthwiseConv2DOptionsBuilder((v0, v1, v2, value))
            }

            /// Sets the [`depth_multiplier` field](DepthwiseConv2DOptions#structfield.depth_multiplier) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn depth_multiplier_as_default(
                self,
            ) -> DepthwiseConv2DOptionsBuilder<(T0, T1, T2, ::planus::DefaultValue)> {
                self.depth_multiplier(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3> DepthwiseConv2DOptionsBuilder<(T0, T1, T2, T3)> {
            /// Setter for the [`fused_activation_function` field](DepthwiseConv2DOptions#structfield.fused_activation_function).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn fused_activation_function<T4>(
                self,
                value: T4,
            ) -> DepthwiseConv2DOptionsBuilder<(T0, T1, T2, T3, T4)>
            where
                T4: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            {
                let (v0, v1, v2, v3) = self.0;
                DepthwiseConv2DOptionsBuilder((v0, v1, v2, v3, value))
            }

            /// Sets the [`fused_activation_function` field](DepthwiseConv2DOptions#structfield.fused_activation_function) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn fused_activation_function_as_default(
                self,
            ) -> DepthwiseConv2DOptionsBuilder<(T0, T1, T2, T3, ::planus::DefaultValue)>
            {
                self.fused_activation_function(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3, T4> DepthwiseConv2DOptionsBuilder<(T0, T1, T2, T3, T4)> {
            /// Setter for the [`dilation_w_factor` field](DepthwiseConv2DOptions#structfield.dilation_w_factor).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn dilation_w_factor<T5>(
                self,
                value: T5,
            ) -> DepthwiseConv2DOptionsBuilder<(T0, T1, T2, T3, T4, T5)>
            where
                T5: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0, v1, v2, v3, v4) = self.0;
                DepthwiseConv2DOptionsBuilder((v0, v1, v2, v3, v4, value))
            }

            /// Sets the [`dilation_w_factor` field](DepthwiseConv2DOptions#structfield.dilation_w_factor) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn dilation_w_factor_as_default(
                self,
            ) -> DepthwiseConv2DOptionsBuilder<(T0, T1, T2, T3, T4, ::planus::DefaultValue)>
            {
                self.dilation_w_factor(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3, T4, T5> DepthwiseConv2DOptionsBuilder<(T0, T1, T2, T3, T4, T5)> {
            /// Setter for the [`dilation_h_factor` field](DepthwiseConv2DOptions#structfield.dilation_h_factor).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn dilation_h_factor<T6>(
                self,
                value: T6,
            ) -> DepthwiseConv2DOptionsBuilder<(T0, T1, T2, T3, T4, T5, T6)>
            where
                T6: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0, v1, v2, v3, v4, v5) = self.0;
                DepthwiseConv2DOptionsBuilder((v0, v1, v2, v3, v4, v5, value))
            }

            /// Sets the [`dilation_h_factor` field](DepthwiseConv2DOptions#structfield.dilation_h_factor) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn dilation_h_factor_as_default(
                self,
            ) -> DepthwiseConv2DOptionsBuilder<(T0, T1, T2, T3, T4, T5, ::planus::DefaultValue)>
            {
                self.dilation_h_factor(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3, T4, T5, T6> DepthwiseConv2DOptionsBuilder<(T0, T1, T2, T3, T4, T5, T6)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [DepthwiseConv2DOptions].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<DepthwiseConv2DOptions>
            where
                Self: ::planus::WriteAsOffset<DepthwiseConv2DOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<self::Padding, self::Padding>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsDefault<i32, i32>,
                T3: ::planus::WriteAsDefault<i32, i32>,
                T4: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                T5: ::planus::WriteAsDefault<i32, i32>,
                T6: ::planus::WriteAsDefault<i32, i32>,
            > ::planus::WriteAs<::planus::Offset<DepthwiseConv2DOptions>>
            for DepthwiseConv2DOptionsBuilder<(T0, T1, T2, T3, T4, T5, T6)>
        {
            type Prepared = ::planus::Offset<DepthwiseConv2DOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<DepthwiseConv2DOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<self::Padding, self::Padding>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsDefault<i32, i32>,
                T3: ::planus::WriteAsDefault<i32, i32>,
                T4: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                T5: ::planus::WriteAsDefault<i32, i32>,
                T6: ::planus::WriteAsDefault<i32, i32>,
            > ::planus::WriteAsOptional<::planus::Offset<DepthwiseConv2DOptions>>
            for DepthwiseConv2DOptionsBuilder<(T0, T1, T2, T3, T4, T5, T6)>
        {
            type Prepared = ::planus::Offset<DepthwiseConv2DOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<DepthwiseConv2DOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<self::Padding, self::Padding>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsDefault<i32, i32>,
                T3: ::planus::WriteAsDefault<i32, i32>,
                T4: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                T5: ::planus::WriteAsDefault<i32, i32>,
                T6: ::planus::WriteAsDefault<i32, i32>,
            > ::planus::WriteAsOffset<DepthwiseConv2DOptions>
            for DepthwiseConv2DOptionsBuilder<(T0, T1, T2, T3, T4, T5, T6)>
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<DepthwiseConv2DOptions> {
                let (v0, v1, v2, v3, v4, v5, v6) = &self.0;
                DepthwiseConv2DOptions::create(builder, v0, v1, v2, v3, v4, v5, v6)
            }
        }

        /// Reference to a deserialized [DepthwiseConv2DOptions].
        #[derive(Copy, Clone)]
        pub struct DepthwiseConv2DOptionsRef<'a>(
            #[allow(dead_code)] ::planus::table_reader::Table<'a>,
        );

        impl<'a> DepthwiseConv2DOptionsRef<'a> {
            #[inline]
            pub fn padding(&self) -> ::planus::Result<self::Padding> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "DepthwiseConv2DOptions", "padding")?
                        .unwrap_or(self::Padding::Same),
                )
            }

            #[inline]
            pub fn stride_w(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(1, "DepthwiseConv2DOptions", "stride_w")?
                        .unwrap_or(0),
                )
            }

            #[inline]
            pub fn stride_h(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(2, "DepthwiseConv2DOptions", "stride_h")?
                        .unwrap_or(0),
                )
            }

            #[inline]
            pub fn depth_multiplier(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(3, "DepthwiseConv2DOptions", "depth_multiplier")?
                        .unwrap_or(0),
                )
            }

            #[inline]
            pub fn fused_activation_function(
                &self,
            ) -> ::planus::Result<self::ActivationFunctionType> {
                ::core::result::Result::Ok(
                    self.0
                        .access(4, "DepthwiseConv2DOptions", "fused_activation_function")?
                        .unwrap_or(self::ActivationFunctionType::None),
                )
            }

            #[inline]
            pub fn dilation_w_factor(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(5, "DepthwiseConv2DOptions", "dilation_w_factor")?
                        .unwrap_or(1),
                )
            }

            #[inline]
            pub fn dilation_h_factor(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(6, "DepthwiseConv2DOptions", "dilation_h_factor")?
                        .unwrap_or(1),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for DepthwiseConv2DOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("DepthwiseConv2DOptionsRef");
                f.field("padding", &self.padding());
                f.field("stride_w", &self.stride_w());
                f.field("stride_h", &self.stride_h());
                f.field("depth_multiplier", &self.depth_multiplier());
                f.field(
                    "fused_activation_function",
                    &self.fused_activation_function(),
                );
                f.field("dilation_w_factor", &self.dilation_w_factor());
                f.field("dilation_h_factor", &self.dilation_h_factor());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<DepthwiseConv2DOptionsRef<'a>> for DepthwiseConv2DOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: DepthwiseConv2DOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    padding: ::core::convert::TryInto::try_into(value.padding()?)?,
                    stride_w: ::core::convert::TryInto::try_into(value.stride_w()?)?,
                    stride_h: ::core::convert::TryInto::try_into(value.stride_h()?)?,
                    depth_multiplier: ::core::convert::TryInto::try_into(
                        value.depth_multiplier()?,
                    )?,
                    fused_activation_function: ::core::convert::TryInto::try_into(
                        value.fused_activation_function()?,
                    )?,
                    dilation_w_factor: ::core::convert::TryInto::try_into(
                        value.dilation_w_factor()?,
                    )?,
                    dilation_h_factor: ::core::convert::TryInto::try_into(
                        value.dilation_h_factor()?,
                    )?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for DepthwiseConv2DOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for DepthwiseConv2DOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[DepthwiseConv2DOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<DepthwiseConv2DOptions>>
            for DepthwiseConv2DOptions
        {
            type Value = ::planus::Offset<DepthwiseConv2DOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<DepthwiseConv2DOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for DepthwiseConv2DOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[DepthwiseConv2DOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `FullyConnectedOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `FullyConnectedOptions` in the file `schema/tflite.fbs:339`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct FullyConnectedOptions {
            pub fused_activation_function: self::ActivationFunctionType,
            pub weights_format: self::FullyConnectedOptionsWeightsFormat,
            pub keep_num_dims: bool,
            pub asymmetric_quantize_inputs: bool,
            pub quantized_bias_type: i8,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for FullyConnectedOptions {
            fn default() -> Self {
                Self {
                    fused_activation_function: self::ActivationFunctionType::None,
                    weights_format: self::FullyConnectedOptionsWeightsFormat::Default,
                    keep_num_dims: false,
                    asymmetric_quantize_inputs: false,
                    quantized_bias_type: 0,
                }
            }
        }

        impl FullyConnectedOptions {
            /// Creates a [FullyConnectedOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> FullyConnectedOptionsBuilder<()> {
                FullyConnectedOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_fused_activation_function: impl ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                field_weights_format: impl ::planus::WriteAsDefault<
                    self::FullyConnectedOptionsWeightsFormat,
                    self::FullyConnectedOptionsWeightsFormat,
                >,
                field_keep_num_dims: impl ::planus::WriteAsDefault<bool, bool>,
                field_asymmetric_quantize_inputs: impl ::planus::WriteAsDefault<bool, bool>,
                field_quantized_bias_type: impl ::planus::WriteAsDefault<i8, i8>,
            ) -> ::planus::Offset<Self> {
                let prepared_fused_activation_function = field_fused_activation_function
                    .prepare(builder, &self::ActivationFunctionType::None);
                let prepared_weights_format = field_weights_format
                    .prepare(builder, &self::FullyConnectedOptionsWeightsFormat::Default);
                let prepared_keep_num_dims = field_keep_num_dims.prepare(builder, &false);
                let prepared_asymmetric_quantize_inputs =
                    field_asymmetric_quantize_inputs.prepare(builder, &false);
                let prepared_quantized_bias_type = field_quantized_bias_type.prepare(builder, &0);

                let mut table_writer: ::planus::table_writer::TableWriter<14> =
                    ::core::default::Default::default();
                if prepared_fused_activation_function.is_some() {
                    table_writer.write_entry::<self::ActivationFunctionType>(0);
                }
                if prepared_weights_format.is_some() {
                    table_writer.write_entry::<self::FullyConnectedOptionsWeightsFormat>(1);
                }
                if prepared_keep_num_dims.is_some() {
                    table_writer.write_entry::<bool>(2);
                }
                if prepared_asymmetric_quantize_inputs.is_some() {
                    table_writer.write_entry::<bool>(3);
                }
                if prepared_quantized_bias_type.is_some() {
                    table_writer.write_entry::<i8>(4);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_fused_activation_function) =
                            prepared_fused_activation_function
                        {
                            object_writer.write::<_, _, 1>(&prepared_fused_activation_function);
                        }
                        if let ::core::option::Option::Some(prepared_weights_format) =
                            prepared_weights_format
                        {
                            object_writer.write::<_, _, 1>(&prepared_weights_format);
                        }
                        if let ::core::option::Option::Some(prepared_keep_num_dims) =
                            prepared_keep_num_dims
                        {
                            object_writer.write::<_, _, 1>(&prepared_keep_num_dims);
                        }
                        if let ::core::option::Option::Some(prepared_asymmetric_quantize_inputs) =
                            prepared_asymmetric_quantize_inputs
                        {
                            object_writer.write::<_, _, 1>(&prepared_asymmetric_quantize_inputs);
                        }
                        if let ::core::option::Option::Some(prepared_quantized_bias_type) =
                            prepared_quantized_bias_type
                        {
                            object_writer.write::<_, _, 1>(&prepared_quantized_bias_type);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<FullyConnectedOptions>> for FullyConnectedOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<FullyConnectedOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<FullyConnectedOptions>> for FullyConnectedOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<FullyConnectedOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<FullyConnectedOptions> for FullyConnectedOptions {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<FullyConnectedOptions> {
                FullyConnectedOptions::create(
                    builder,
                    self.fused_activation_function,
                    self.weights_format,
                    self.keep_num_dims,
                    self.asymmetric_quantize_inputs,
                    self.quantized_bias_type,
                )
            }
        }

        /// Builder for serializing an instance of the [FullyConnectedOptions] type.
        ///
        /// Can be created using the [FullyConnectedOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct FullyConnectedOptionsBuilder<State>(State);

        impl FullyConnectedOptionsBuilder<()> {
            /// Setter for the [`fused_activation_function` field](FullyConnectedOptions#structfield.fused_activation_function).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn fused_activation_function<T0>(
                self,
                value: T0,
            ) -> FullyConnectedOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            {
                FullyConnectedOptionsBuilder((value,))
            }

            /// Sets the [`fused_activation_function` field](FullyConnectedOptions#structfield.fused_activation_function) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn fused_activation_function_as_default(
                self,
            ) -> FullyConnectedOptionsBuilder<(::planus::DefaultValue,)> {
                self.fused_activation_function(::planus::DefaultValue)
            }
        }

        impl<T0> FullyConnectedOptionsBuilder<(T0,)> {
            /// Setter for the [`weights_format` field](FullyConnectedOptions#structfield.weights_format).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn weights_format<T1>(self, value: T1) -> FullyConnectedOptionsBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsDefault<
                    self::FullyConnectedOptionsWeightsFormat,
                    self::FullyConnectedOptionsWeightsFormat,
                >,
            {
                let (v0,) = self.0;
                FullyConnectedOptionsBuilder((v0, value))
            }

            /// Sets the [`weights_format` field](FullyConnectedOptions#structfield.weights_format) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn weights_format_as_default(
                self,
            ) -> FullyConnectedOptionsBuilder<(T0, ::planus::DefaultValue)> {
                self.weights_format(::planus::DefaultValue)
            }
        }

        impl<T0, T1> FullyConnectedOptionsBuilder<(T0, T1)> {
            /// Setter for the [`keep_num_dims` field](FullyConnectedOptions#structfield.keep_num_dims).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn keep_num_dims<T2>(self, value: T2) -> FullyConnectedOptionsBuilder<(T0, T1, T2)>
            where
                T2: ::planus::WriteAsDefault<bool, bool>,
            {
                let (v0, v1) = self.0;
                FullyConnectedOptionsBuilder((v0, v1, value))
            }

            /// Sets the [`keep_num_dims` field](FullyConnectedOptions#structfield.keep_num_dims) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn keep_num_dims_as_default(
                self,
            ) -> FullyConnectedOptionsBuilder<(T0, T1, ::planus::DefaultValue)> {
                self.keep_num_dims(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2> FullyConnectedOptionsBuilder<(T0, T1, T2)> {
            /// Setter for the [`asymmetric_quantize_inputs` field](FullyConnectedOptions#structfield.asymmetric_quantize_inputs).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn asymmetric_quantize_inputs<T3>(
                self,
                value: T3,
            ) -> FullyConnectedOptionsBuilder<(T0, T1, T2, T3)>
            where
                T3: ::planus::WriteAsDefault<bool, bool>,
            {
                let (v0, v1, v2) = self.0;
                FullyConnectedOptionsBuilder((v0, v1, v2, value))
            }

            /// Sets the [`asymmetric_quantize_inputs` field](FullyConnectedOptions#structfield.asymmetric_quantize_inputs) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn asymmetric_quantize_inputs_as_default(
                self,
            ) -> FullyConnectedOptionsBuilder<(T0, T1, T2, ::planus::DefaultValue)> {
                self.asymmetric_quantize_inputs(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3> FullyConnectedOptionsBuilder<(T0, T1, T2, T3)> {
            /// Setter for the [`quantized_bias_type` field](FullyConnectedOptions#structfield.quantized_bias_type).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn quantized_bias_type<T4>(
                self,
                value: T4,
            ) -> FullyConnectedOptionsBuilder<(T0, T1, T2, T3, T4)>
            where
                T4: ::planus::WriteAsDefault<i8, i8>,
            {
                let (v0, v1, v2, v3) = self.0;
                FullyConnectedOptionsBuilder((v0, v1, v2, v3, value))
            }

            /// Sets the [`quantized_bias_type` field](FullyConnectedOptions#structfield.quantized_bias_type) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn quantized_bias_type_as_default(
                self,
            ) -> FullyConnectedOptionsBuilder<(T0, T1, T2, T3, ::planus::DefaultValue)>
            {
                self.quantized_bias_type(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3, T4> FullyConnectedOptionsBuilder<(T0, T1, T2, T3, T4)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [FullyConnectedOptions].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<FullyConnectedOptions>
            where
                Self: ::planus::WriteAsOffset<FullyConnectedOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                T1: ::planus::WriteAsDefault<
                    self::FullyConnectedOptionsWeightsFormat,
                    self::FullyConnectedOptionsWeightsFormat,
                >,
                T2: ::planus::WriteAsDefault<bool, bool>,
                T3: ::planus::WriteAsDefault<bool, bool>,
                T4: ::planus::WriteAsDefault<i8, i8>,
            > ::planus::WriteAs<::planus::Offset<FullyConnectedOptions>>
            for FullyConnectedOptionsBuilder<(T0, T1, T2, T3, T4)>
        {
            type Prepared = ::planus::Offset<FullyConnectedOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<FullyConnectedOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                T1: ::planus::WriteAsDefault<
                    self::FullyConnectedOptionsWeightsFormat,
                    self::FullyConnectedOptionsWeightsFormat,
                >,
                T2: ::planus::WriteAsDefault<bool, bool>,
                T3: ::planus::WriteAsDefault<bool, bool>,
                T4: ::planus::WriteAsDefault<i8, i8>,
            > ::planus::WriteAsOptional<::planus::Offset<FullyConnectedOptions>>
            for FullyConnectedOptionsBuilder<(T0, T1, T2, T3, T4)>
        {
            type Prepared = ::planus::Offset<FullyConnectedOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<FullyConnectedOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                T1: ::planus::WriteAsDefault<
                    self::FullyConnectedOptionsWeightsFormat,
                    self::FullyConnectedOptionsWeightsFormat,
                >,
                T2: ::planus::WriteAsDefault<bool, bool>,
                T3: ::planus::WriteAsDefault<bool, bool>,
                T4: ::planus::WriteAsDefault<i8, i8>,
            > ::planus::WriteAsOffset<FullyConnectedOptions>
            for FullyConnectedOptionsBuilder<(T0, T1, T2, T3, T4)>
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<FullyConnectedOptions> {
                let (v0, v1, v2, v3, v4) = &self.0;
                FullyConnectedOptions::create(builder, v0, v1, v2, v3, v4)
            }
        }

        /// Reference to a deserialized [FullyConnectedOptions].
        #[derive(Copy, Clone)]
        pub struct FullyConnectedOptionsRef<'a>(
            #[allow(dead_code)] ::planus::table_reader::Table<'a>,
        );

        impl<'a> FullyConnectedOptionsRef<'a> {
            #[inline]
            pub fn fused_activation_function(
                &self,
            ) -> ::planus::Result<self::ActivationFunctionType> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "FullyConnectedOptions", "fused_activation_function")?
                        .unwrap_or(self::ActivationFunctionType::None),
                )
            }

            #[inline]
            pub fn weights_format(
                &self,
            ) -> ::planus::Result<self::FullyConnectedOptionsWeightsFormat> {
                ::core::result::Result::Ok(
                    self.0
                        .access(1, "FullyConnectedOptions", "weights_format")?
                        .unwrap_or(self::FullyConnectedOptionsWeightsFormat::Default),
                )
            }

            #[inline]
            pub fn keep_num_dims(&self) -> ::planus::Result<bool> {
                ::core::result::Result::Ok(
                    self.0
                        .access(2, "FullyConnectedOptions", "keep_num_dims")?
                        .unwrap_or(false),
                )
            }

            #[inline]
            pub fn asymmetric_quantize_inputs(&self) -> ::planus::Result<bool> {
                ::core::result::Result::Ok(
                    self.0
                        .access(3, "FullyConnectedOptions", "asymmetric_quantize_inputs")?
                        .unwrap_or(false),
                )
            }

            #[inline]
            pub fn quantized_bias_type(&self) -> ::planus::Result<i8> {
                ::core::result::Result::Ok(
                    self.0
                        .access(4, "FullyConnectedOptions", "quantized_bias_type")?
                        .unwrap_or(0),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for FullyConnectedOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("FullyConnectedOptionsRef");
                f.field(
                    "fused_activation_function",
                    &self.fused_activation_function(),
                );
                f.field("weights_format", &self.weights_format());
                f.field("keep_num_dims", &self.keep_num_dims());
                f.field(
                    "asymmetric_quantize_inputs",
                    &self.asymmetric_quantize_inputs(),
                );
                f.field("quantized_bias_type", &self.quantized_bias_type());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<FullyConnectedOptionsRef<'a>> for FullyConnectedOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: FullyConnectedOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    fused_activation_function: ::core::convert::TryInto::try_into(
                        value.fused_activation_function()?,
                    )?,
                    weights_format: ::core::convert::TryInto::try_into(value.weights_format()?)?,
                    keep_num_dims: ::core::convert::TryInto::try_into(value.keep_num_dims()?)?,
                    asymmetric_quantize_inputs: ::core::convert::TryInto::try_into(
                        value.asymmetric_quantize_inputs()?,
                    )?,
                    quantized_bias_type: ::core::convert::TryInto::try_into(
                        value.quantized_bias_type()?,
                    )?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for FullyConnectedOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for FullyConnectedOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[FullyConnectedOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<FullyConnectedOptions>>
            for FullyConnectedOptions
        {
            type Value = ::planus::Offset<FullyConnectedOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<FullyConnectedOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for FullyConnectedOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[FullyConnectedOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `SoftmaxOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `SoftmaxOptions` in the file `schema/tflite.fbs:347`
        #[derive(Clone, Debug, PartialEq, PartialOrd, ::serde::Serialize, ::serde::Deserialize)]
        pub struct SoftmaxOptions {
            pub beta: f32,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for SoftmaxOptions {
            fn default() -> Self {
                Self { beta: 0.0 }
            }
        }

        impl SoftmaxOptions {
            /// Creates a [SoftmaxOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> SoftmaxOptionsBuilder<()> {
                SoftmaxOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_beta: impl ::planus::WriteAsDefault<f32, f32>,
            ) -> ::planus::Offset<Self> {
                let prepared_beta = field_beta.prepare(builder, &0.0);

                let mut table_writer: ::planus::table_writer::TableWriter<6> =
                    ::core::default::Default::default();
                if prepared_beta.is_some() {
                    table_writer.write_entry::<f32>(0);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_beta) = prepared_beta {
                            object_writer.write::<_, _, 4>(&prepared_beta);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<SoftmaxOptions>> for SoftmaxOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SoftmaxOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<SoftmaxOptions>> for SoftmaxOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<SoftmaxOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<SoftmaxOptions> for SoftmaxOptions {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SoftmaxOptions> {
                SoftmaxOptions::create(builder, self.beta)
            }
        }

        /// Builder for serializing an instance of the [SoftmaxOptions] type.
        ///
        /// Can be created using the [SoftmaxOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct SoftmaxOptionsBuilder<State>(State);

        impl SoftmaxOptionsBuilder<()> {
            /// Setter for the [`beta` field](SoftmaxOptions#structfield.beta).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn beta<T0>(self, value: T0) -> SoftmaxOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<f32, f32>,
            {
                SoftmaxOptionsBuilder((value,))
            }

            /// Sets the [`beta` field](SoftmaxOptions#structfield.beta) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn beta_as_default(self) -> SoftmaxOptionsBuilder<(::planus::DefaultValue,)> {
                self.beta(::planus::DefaultValue)
            }
        }

        impl<T0> SoftmaxOptionsBuilder<(T0,)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [SoftmaxOptions].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<SoftmaxOptions>
            where
                Self: ::planus::WriteAsOffset<SoftmaxOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<f32, f32>>
            ::planus::WriteAs<::planus::Offset<SoftmaxOptions>> for SoftmaxOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<SoftmaxOptions>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SoftmaxOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<f32, f32>>
            ::planus::WriteAsOptional<::planus::Offset<SoftmaxOptions>>
            for SoftmaxOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<SoftmaxOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<SoftmaxOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<T0: ::planus::WriteAsDefault<f32, f32>> ::planus::WriteAsOffset<SoftmaxOptions>
            for SoftmaxOptionsBuilder<(T0,)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SoftmaxOptions> {
                let (v0,) = &self.0;
                SoftmaxOptions::create(builder, v0)
            }
        }

        /// Reference to a deserialized [SoftmaxOptions].
        #[derive(Copy, Clone)]
        pub struct SoftmaxOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> SoftmaxOptionsRef<'a> {
            #[inline]
            pub fn beta(&self) -> ::planus::Result<f32> {
                ::core::result::Result::Ok(
                    self.0.access(0, "SoftmaxOptions", "beta")?.unwrap_or(0.0),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for SoftmaxOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("SoftmaxOptionsRef");
                f.field("beta", &self.beta());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<SoftmaxOptionsRef<'a>> for SoftmaxOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: SoftmaxOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    beta: ::core::convert::TryInto::try_into(value.beta()?)?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for SoftmaxOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for SoftmaxOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[SoftmaxOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<SoftmaxOptions>> for SoftmaxOptions {
            type Value = ::planus::Offset<SoftmaxOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<SoftmaxOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for SoftmaxOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[SoftmaxOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `ConcatenationOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `ConcatenationOptions` in the file `schema/tflite.fbs:351`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct ConcatenationOptions {
            pub axis: i32,
            pub fused_activation_function: self::ActivationFunctionType,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for ConcatenationOptions {
            fn default() -> Self {
                Self {
                    axis: 0,
                    fused_activation_function: self::ActivationFunctionType::None,
                }
            }
        }

        impl ConcatenationOptions {
            /// Creates a [ConcatenationOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> ConcatenationOptionsBuilder<()> {
                ConcatenationOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_axis: impl ::planus::WriteAsDefault<i32, i32>,
                field_fused_activation_function: impl ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            ) -> ::planus::Offset<Self> {
                let prepared_axis = field_axis.prepare(builder, &0);
                let prepared_fused_activation_function = field_fused_activation_function
                    .prepare(builder, &self::ActivationFunctionType::None);

                let mut table_writer: ::planus::table_writer::TableWriter<8> =
                    ::core::default::Default::default();
                if prepared_axis.is_some() {
                    table_writer.write_entry::<i32>(0);
                }
                if prepared_fused_activation_function.is_some() {
                    table_writer.write_entry::<self::ActivationFunctionType>(1);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_axis) = prepared_axis {
                            object_writer.write::<_, _, 4>(&prepared_axis);
                        }
                        if let ::core::option::Option::Some(prepared_fused_activation_function) =
                            prepared_fused_activation_function
                        {
                            object_writer.write::<_, _, 1>(&prepared_fused_activation_function);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<ConcatenationOptions>> for ConcatenationOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<ConcatenationOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<ConcatenationOptions>> for ConcatenationOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<ConcatenationOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<ConcatenationOptions> for ConcatenationOptions {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<ConcatenationOptions> {
                ConcatenationOptions::create(builder, self.axis, self.fused_activation_function)
            }
        }

        /// Builder for serializing an instance of the [ConcatenationOptions] type.
        ///
        /// Can be created using the [ConcatenationOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct ConcatenationOptionsBuilder<State>(State);

        impl ConcatenationOptionsBuilder<()> {
            /// Setter for the [`axis` field](ConcatenationOptions#structfield.axis).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn axis<T0>(self, value: T0) -> ConcatenationOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<i32, i32>,
            {
                ConcatenationOptionsBuilder((value,))
            }

            /// Sets the [`axis` field](ConcatenationOptions#structfield.axis) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn axis_as_default(self) -> ConcatenationOptionsBuilder<(::planus::DefaultValue,)> {
                self.axis(::planus::DefaultValue)
            }
        }

        impl<T0> ConcatenationOptionsBuilder<(T0,)> {
            /// Setter for the [`fused_activation_function` field](ConcatenationOptions#structfield.fused_activation_function).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn fused_activation_function<T1>(
                self,
                value: T1,
            ) -> ConcatenationOptionsBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            {
                let (v0,) = self.0;
                ConcatenationOptionsBuilder((v0, value))
            }

            /// Sets the [`fused_activation_function` field](ConcatenationOptions#structfield.fused_activation_function) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn fused_activation_function_as_default(
                self,
            ) -> ConcatenationOptionsBuilder<(T0, ::planus::DefaultValue)> {
                self.fused_activation_function(::planus::DefaultValue)
            }
        }

        impl<T0, T1> ConcatenationOptionsBuilder<(T0, T1)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [ConcatenationOptions].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<ConcatenationOptions>
            where
                Self: ::planus::WriteAsOffset<ConcatenationOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<i32, i32>,
                T1: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            > ::planus::WriteAs<::planus::Offset<ConcatenationOptions>>
            for ConcatenationOptionsBuilder<(T0, T1)>
        {
            type Prepared = ::planus::Offset<ConcatenationOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<ConcatenationOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<i32, i32>,
                T1: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            > ::planus::WriteAsOptional<::planus::Offset<ConcatenationOptions>>
            for ConcatenationOptionsBuilder<(T0, T1)>
        {
            type Prepared = ::planus::Offset<ConcatenationOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<ConcatenationOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<i32, i32>,
                T1: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            > ::planus::WriteAsOffset<ConcatenationOptions>
            for ConcatenationOptionsBuilder<(T0, T1)>
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<ConcatenationOptions> {
                let (v0, v1) = &self.0;
                ConcatenationOptions::create(builder, v0, v1)
            }
        }

        /// Reference to a deserialized [ConcatenationOptions].
        #[derive(Copy, Clone)]
        pub struct ConcatenationOptionsRef<'a>(
            #[allow(dead_code)] ::planus::table_reader::Table<'a>,
        );

        impl<'a> ConcatenationOptionsRef<'a> {
            #[inline]
            pub fn axis(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "ConcatenationOptions", "axis")?
                        .unwrap_or(0),
                )
            }

            #[inline]
            pub fn fused_activation_function(
                &self,
            ) -> ::planus::Result<self::ActivationFunctionType> {
                ::core::result::Result::Ok(
                    self.0
                        .access(1, "ConcatenationOptions", "fused_activation_function")?
                        .unwrap_or(self::ActivationFunctionType::None),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for ConcatenationOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("ConcatenationOptionsRef");
                f.field("axis", &self.axis());
                f.field(
                    "fused_activation_function",
                    &self.fused_activation_function(),
                );
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<ConcatenationOptionsRef<'a>> for ConcatenationOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: ConcatenationOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    axis: ::core::convert::TryInto::try_into(value.axis()?)?,
                    fused_activation_function: ::core::convert::TryInto::try_into(
                        value.fused_activation_function()?,
                    )?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for ConcatenationOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for ConcatenationOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[ConcatenationOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<ConcatenationOptions>> for ConcatenationOptions {
            type Value = ::planus::Offset<ConcatenationOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<ConcatenationOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for ConcatenationOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[ConcatenationOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `AddOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `AddOptions` in the file `schema/tflite.fbs:356`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct AddOptions {
            pub fused_activation_function: self::ActivationFunctionType,
            pub pot_scale_int16: bool,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for AddOptions {
            fn default() -> Self {
                Self {
                    fused_activation_function: self::ActivationFunctionType::None,
                    pot_scale_int16: true,
                }
            }
        }

        impl AddOptions {
            /// Creates a [AddOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> AddOptionsBuilder<()> {
                AddOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_fused_activation_function: impl ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                field_pot_scale_int16: impl ::planus::WriteAsDefault<bool, bool>,
            ) -> ::planus::Offset<Self> {
                let prepared_fused_activation_function = field_fused_activation_function
                    .prepare(builder, &self::ActivationFunctionType::None);
                let prepared_pot_scale_int16 = field_pot_scale_int16.prepare(builder, &true);

                let mut table_writer: ::planus::table_writer::TableWriter<8> =
                    ::core::default::Default::default();
                if prepared_fused_activation_function.is_some() {
                    table_writer.write_entry::<self::ActivationFunctionType>(0);
                }
                if prepared_pot_scale_int16.is_some() {
                    table_writer.write_entry::<bool>(1);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_fused_activation_function) =
                            prepared_fused_activation_function
                        {
                            object_writer.write::<_, _, 1>(&prepared_fused_activation_function);
                        }
                        if let ::core::option::Option::Some(prepared_pot_scale_int16) =
                            prepared_pot_scale_int16
                        {
                            object_writer.write::<_, _, 1>(&prepared_pot_scale_int16);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<AddOptions>> for AddOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<AddOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<AddOptions>> for AddOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<AddOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<AddOptions> for AddOptions {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<AddOptions> {
                AddOptions::create(
                    builder,
                    self.fused_activation_function,
                    self.pot_scale_int16,
                )
            }
        }

        /// Builder for serializing an instance of the [AddOptions] type.
        ///
        /// Can be created using the [AddOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct AddOptionsBuilder<State>(State);

        impl AddOptionsBuilder<()> {
            /// Setter for the [`fused_activation_function` field](AddOptions#structfield.fused_activation_function).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn fused_activation_function<T0>(self, value: T0) -> AddOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            {
                AddOptionsBuilder((value,))
            }

            /// Sets the [`fused_activation_function` field](AddOptions#structfield.fused_activation_function) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn fused_activation_function_as_default(
                self,
            ) -> AddOptionsBuilder<(::planus::DefaultValue,)> {
                self.fused_activation_function(::planus::DefaultValue)
            }
        }

        impl<T0> AddOptionsBuilder<(T0,)> {
            /// Setter for the [`pot_scale_int16` field](AddOptions#structfield.pot_scale_int16).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn pot_scale_int16<T1>(self, value: T1) -> AddOptionsBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsDefault<bool, bool>,
            {
                let (v0,) = self.0;
                AddOptionsBuilder((v0, value))
            }

            /// Sets the [`pot_scale_int16` field](AddOptions#structfield.pot_scale_int16) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn pot_scale_int16_as_default(
                self,
            ) -> AddOptionsBuilder<(T0, ::planus::DefaultValue)> {
                self.pot_scale_int16(::planus::DefaultValue)
            }
        }

        impl<T0, T1> AddOptionsBuilder<(T0, T1)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [AddOptions].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<AddOptions>
            where
                Self: ::planus::WriteAsOffset<AddOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                T1: ::planus::WriteAsDefault<bool, bool>,
            > ::planus::WriteAs<::planus::Offset<AddOptions>> for AddOptionsBuilder<(T0, T1)>
        {
            type Prepared = ::planus::Offset<AddOptions>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<AddOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                T1: ::planus::WriteAsDefault<bool, bool>,
            > ::planus::WriteAsOptional<::planus::Offset<AddOptions>>
            for AddOptionsBuilder<(T0, T1)>
        {
            type Prepared = ::planus::Offset<AddOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<AddOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                T1: ::planus::WriteAsDefault<bool, bool>,
            > ::planus::WriteAsOffset<AddOptions> for AddOptionsBuilder<(T0, T1)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<AddOptions> {
                let (v0, v1) = &self.0;
                AddOptions::create(builder, v0, v1)
            }
        }

        /// Reference to a deserialized [AddOptions].
        #[derive(Copy, Clone)]
        pub struct AddOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> AddOptionsRef<'a> {
            #[inline]
            pub fn fused_activation_function(
                &self,
            ) -> ::planus::Result<self::ActivationFunctionType> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "AddOptions", "fused_activation_function")?
                        .unwrap_or(self::ActivationFunctionType::None),
                )
            }

            #[inline]
            pub fn pot_scale_int16(&self) -> ::planus::Result<bool> {
                ::core::result::Result::Ok(
                    self.0
                        .access(1, "AddOptions", "pot_scale_int16")?
                        .unwrap_or(true),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for AddOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("AddOptionsRef");
                f.field(
                    "fused_activation_function",
                    &self.fused_activation_function(),
                );
                f.field("pot_scale_int16", &self.pot_scale_int16());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<AddOptionsRef<'a>> for AddOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: AddOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    fused_activation_function: ::core::convert::TryInto::try_into(
                        value.fused_activation_function()?,
                    )?,
                    pot_scale_int16: ::core::convert::TryInto::try_into(value.pot_scale_int16()?)?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for AddOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for AddOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[AddOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<AddOptions>> for AddOptions {
            type Value = ::planus::Offset<AddOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<AddOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for AddOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[AddOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `MulOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `MulOptions` in the file `schema/tflite.fbs:361`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct MulOptions {
            pub fused_activation_function: self::ActivationFunctionType,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for MulOptions {
            fn default() -> Self {
                Self {
                    fused_activation_function: self::ActivationFunctionType::None,
                }
            }
        }

        impl MulOptions {
            /// Creates a [MulOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> MulOptionsBuilder<()> {
                MulOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_fused_activation_function: impl ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            ) -> ::planus::Offset<Self> {
                let prepared_fused_activation_function = field_fused_activation_function
                    .prepare(builder, &self::ActivationFunctionType::None);

                let mut table_writer: ::planus::table_writer::TableWriter<6> =
                    ::core::default::Default::default();
                if prepared_fused_activation_function.is_some() {
                    table_writer.write_entry::<self::ActivationFunctionType>(0);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_fused_activation_function) =
                            prepared_fused_activation_function
                        {
                            object_writer.write::<_, _, 1>(&prepared_fused_activation_function);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<MulOptions>> for MulOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<MulOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<MulOptions>> for MulOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<MulOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<MulOptions> for MulOptions {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<MulOptions> {
                MulOptions::create(builder, self.fused_activation_function)
            }
        }

        /// Builder for serializing an instance of the [MulOptions] type.
        ///
        /// Can be created using the [MulOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct MulOptionsBuilder<State>(State);

        impl MulOptionsBuilder<()> {
            /// Setter for the [`fused_activation_function` field](MulOptions#structfield.fused_activation_function).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn fused_activation_function<T0>(self, value: T0) -> MulOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            {
                MulOptionsBuilder((value,))
            }

            /// Sets the [`fused_activation_function` field](MulOptions#structfield.fused_activation_function) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn fused_activation_function_as_default(
                self,
            ) -> MulOptionsBuilder<(::planus::DefaultValue,)> {
                self.fused_activation_function(::planus::DefaultValue)
            }
        }

        impl<T0> MulOptionsBuilder<(T0,)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [MulOptions].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<MulOptions>
            where
                Self: ::planus::WriteAsOffset<MulOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            > ::planus::WriteAs<::planus::Offset<MulOptions>> for MulOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<MulOptions>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<MulOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            > ::planus::WriteAsOptional<::planus::Offset<MulOptions>> for MulOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<MulOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<MulOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            > ::planus::WriteAsOffset<MulOptions> for MulOptionsBuilder<(T0,)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<MulOptions> {
                let (v0,) = &self.0;
                MulOptions::create(builder, v0)
            }
        }

        /// Reference to a deserialized [MulOptions].
        #[derive(Copy, Clone)]
        pub struct MulOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> MulOptionsRef<'a> {
            #[inline]
            pub fn fused_activation_function(
                &self,
            ) -> ::planus::Result<self::ActivationFunctionType> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "MulOptions", "fused_activation_function")?
                        .unwrap_or(self::ActivationFunctionType::None),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for MulOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("MulOptionsRef");
                f.field(
                    "fused_activation_function",
                    &self.fused_activation_function(),
                );
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<MulOptionsRef<'a>> for MulOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: MulOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    fused_activation_function: ::core::convert::TryInto::try_into(
                        value.fused_activation_function()?,
                    )?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for MulOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for MulOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[MulOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<MulOptions>> for MulOptions {
            type Value = ::planus::Offset<MulOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<MulOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for MulOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[MulOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `DivOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `DivOptions` in the file `schema/tflite.fbs:365`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct DivOptions {
            pub fused_activation_function: self::ActivationFunctionType,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for DivOptions {
            fn default() -> Self {
                Self {
                    fused_activation_function: self::ActivationFunctionType::None,
                }
            }
        }

        impl DivOptions {
            /// Creates a [DivOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> DivOptionsBuilder<()> {
                DivOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_fused_activation_function: impl ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            ) -> ::planus::Offset<Self> {
                let prepared_fused_activation_function = field_fused_activation_function
                    .prepare(builder, &self::ActivationFunctionType::None);

                let mut table_writer: ::planus::table_writer::TableWriter<6> =
                    ::core::default::Default::default();
                if prepared_fused_activation_function.is_some() {
                    table_writer.write_entry::<self::ActivationFunctionType>(0);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_fused_activation_function) =
                            prepared_fused_activation_function
                        {
                            object_writer.write::<_, _, 1>(&prepared_fused_activation_function);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<DivOptions>> for DivOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<DivOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<DivOptions>> for DivOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<DivOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<DivOptions> for DivOptions {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<DivOptions> {
                DivOptions::create(builder, self.fused_activation_function)
            }
        }

        /// Builder for serializing an instance of the [DivOptions] type.
        ///
        /// Can be created using the [DivOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct DivOptionsBuilder<State>(State);

        impl DivOptionsBuilder<()> {
            /// Setter for the [`fused_activation_function` field](DivOptions#structfield.fused_activation_function).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn fused_activation_function<T0>(self, value: T0) -> DivOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            {
                DivOptionsBuilder((value,))
            }

            /// Sets the [`fused_activation_function` field](DivOptions#structfield.fused_activation_function) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn fused_activation_function_as_default(
                self,
            ) -> DivOptionsBuilder<(::planus::DefaultValue,)> {
                self.fused_activation_function(::planus::DefaultValue)
            }
        }

        impl<T0> DivOptionsBuilder<(T0,)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [DivOptions].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<DivOptions>
            where
                Self: ::planus::WriteAsOffset<DivOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            > ::planus::WriteAs<::planus::Offset<DivOptions>> for DivOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<DivOptions>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<DivOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            > ::planus::WriteAsOptional<::planus::Offset<DivOptions>> for DivOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<DivOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<DivOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            > ::planus::WriteAsOffset<DivOptions> for DivOptionsBuilder<(T0,)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<DivOptions> {
                let (v0,) = &self.0;
                DivOptions::create(builder, v0)
            }
        }

        /// Reference to a deserialized [DivOptions].
        #[derive(Copy, Clone)]
        pub struct DivOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> DivOptionsRef<'a> {
            #[inline]
            pub fn fused_activation_function(
                &self,
            ) -> ::planus::Result<self::ActivationFunctionType> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "DivOptions", "fused_activation_function")?
                        .unwrap_or(self::ActivationFunctionType::None),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for DivOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("DivOptionsRef");
                f.field(
                    "fused_activation_function",
                    &self.fused_activation_function(),
                );
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<DivOptionsRef<'a>> for DivOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: DivOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    fused_activation_function: ::core::convert::TryInto::try_into(
                        value.fused_activation_function()?,
                    )?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for DivOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for DivOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[DivOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<DivOptions>> for DivOptions {
            type Value = ::planus::Offset<DivOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<DivOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for DivOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[DivOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `ReshapeOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `ReshapeOptions` in the file `schema/tflite.fbs:369`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct ReshapeOptions {
            pub new_shape: ::core::option::Option<::planus::alloc::vec::Vec<i32>>,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for ReshapeOptions {
            fn default() -> Self {
                Self {
                    new_shape: ::core::default::Default::default(),
                }
            }
        }

        impl ReshapeOptions {
            /// Creates a [ReshapeOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> ReshapeOptionsBuilder<()> {
                ReshapeOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_new_shape: impl ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
            ) -> ::planus::Offset<Self> {
                let prepared_new_shape = field_new_shape.prepare(builder);

                let mut table_writer: ::planus::table_writer::TableWriter<6> =
                    ::core::default::Default::default();
                if prepared_new_shape.is_some() {
                    table_writer.write_entry::<::planus::Offset<[i32]>>(0);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_new_shape) = prepared_new_shape
                        {
                            object_writer.write::<_, _, 4>(&prepared_new_shape);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<ReshapeOptions>> for ReshapeOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<ReshapeOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<ReshapeOptions>> for ReshapeOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<ReshapeOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<ReshapeOptions> for ReshapeOptions {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<ReshapeOptions> {
                ReshapeOptions::create(builder, &self.new_shape)
            }
        }

        /// Builder for serializing an instance of the [ReshapeOptions] type.
        ///
        /// Can be created using the [ReshapeOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct ReshapeOptionsBuilder<State>(State);

        impl ReshapeOptionsBuilder<()> {
            /// Setter for the [`new_shape` field](ReshapeOptions#structfield.new_shape).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn new_shape<T0>(self, value: T0) -> ReshapeOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
            {
                ReshapeOptionsBuilder((value,))
            }

            /// Sets the [`new_shape` field](ReshapeOptions#structfield.new_shape) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn new_shape_as_null(self) -> ReshapeOptionsBuilder<((),)> {
                self.new_shape(())
            }
        }

        impl<T0> ReshapeOptionsBuilder<(T0,)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [ReshapeOptions].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<ReshapeOptions>
            where
                Self: ::planus::WriteAsOffset<ReshapeOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<T0: ::planus::WriteAsOptional<::planus::Offset<[i32]>>>
            ::planus::WriteAs<::planus::Offset<ReshapeOptions>> for ReshapeOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<ReshapeOptions>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<ReshapeOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<T0: ::planus::WriteAsOptional<::planus::Offset<[i32]>>>
            ::planus::WriteAsOptional<::planus::Offset<ReshapeOptions>>
            for ReshapeOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<ReshapeOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<ReshapeOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<T0: ::planus::WriteAsOptional<::planus::Offset<[i32]>>>
            ::planus::WriteAsOffset<ReshapeOptions> for ReshapeOptionsBuilder<(T0,)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<ReshapeOptions> {
                let (v0,) = &self.0;
                ReshapeOptions::create(builder, v0)
            }
        }

        /// Reference to a deserialized [ReshapeOptions].
        #[derive(Copy, Clone)]
        pub struct ReshapeOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> ReshapeOptionsRef<'a> {
            #[inline]
            pub fn new_shape(
                &self,
            ) -> ::planus::Result<::core::option::Option<::planus::Vector<'a, i32>>> {
                self.0.access(0, "ReshapeOptions", "new_shape")
            }
        }

        impl<'a> ::core::fmt::Debug for ReshapeOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("ReshapeOptionsRef");
                if let ::core::option::Option::Some(field_new_shape) = self.new_shape().transpose()
                {
                    f.field("new_shape", &field_new_shape);
                }
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<ReshapeOptionsRef<'a>> for ReshapeOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: ReshapeOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    new_shape: if let ::core::option::Option::Some(new_shape) = value.new_shape()? {
                        ::core::option::Option::Some(new_shape.to_vec()?)
                    } else {
                        ::core::option::Option::None
                    },
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for ReshapeOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for ReshapeOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[ReshapeOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<ReshapeOptions>> for ReshapeOptions {
            type Value = ::planus::Offset<ReshapeOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<ReshapeOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for ReshapeOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[ReshapeOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `PadOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `PadOptions` in the file `schema/tflite.fbs:373`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct PadOptions {}

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for PadOptions {
            fn default() -> Self {
                Self {}
            }
        }

        impl PadOptions {
            /// Creates a [PadOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> PadOptionsBuilder<()> {
                PadOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(builder: &mut ::planus::Builder) -> ::planus::Offset<Self> {
                let table_writer: ::planus::table_writer::TableWriter<4> =
                    ::core::default::Default::default();
                unsafe {
                    table_writer.finish(builder, |_table_writer| {});
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<PadOptions>> for PadOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<PadOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<PadOptions>> for PadOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<PadOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<PadOptions> for PadOptions {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<PadOptions> {
                PadOptions::create(builder)
            }
        }

        /// Builder for serializing an instance of the [PadOptions] type.
        ///
        /// Can be created using the [PadOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct PadOptionsBuilder<State>(State);

        impl PadOptionsBuilder<()> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [PadOptions].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<PadOptions>
            where
                Self: ::planus::WriteAsOffset<PadOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl ::planus::WriteAs<::planus::Offset<PadOptions>> for PadOptionsBuilder<()> {
            type Prepared = ::planus::Offset<PadOptions>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<PadOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<PadOptions>> for PadOptionsBuilder<()> {
            type Prepared = ::planus::Offset<PadOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<PadOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<PadOptions> for PadOptionsBuilder<()> {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<PadOptions> {
                PadOptions::create(builder)
            }
        }

        /// Reference to a deserialized [PadOptions].
        #[derive(Copy, Clone)]
        pub struct PadOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> PadOptionsRef<'a> {}

        impl<'a> ::core::fmt::Debug for PadOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("PadOptionsRef");

                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<PadOptionsRef<'a>> for PadOptions {
            type Error = ::planus::Error;

            fn try_from(_value: PadOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {})
            }
        }

        impl<'a> ::planus::TableRead<'a> for PadOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for PadOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[PadOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<PadOptions>> for PadOptions {
            type Value = ::planus::Offset<PadOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<PadOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for PadOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[PadOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `PadV2Options` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `PadV2Options` in the file `schema/tflite.fbs:375`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct PadV2Options {}

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for PadV2Options {
            fn default() -> Self {
                Self {}
            }
        }

        impl PadV2Options {
            /// Creates a [PadV2OptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> PadV2OptionsBuilder<()> {
                PadV2OptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(builder: &mut ::planus::Builder) -> ::planus::Offset<Self> {
                let table_writer: ::planus::table_writer::TableWriter<4> =
                    ::core::default::Default::default();
                unsafe {
                    table_writer.finish(builder, |_table_writer| {});
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<PadV2Options>> for PadV2Options {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<PadV2Options> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<PadV2Options>> for PadV2Options {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<PadV2Options>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<PadV2Options> for PadV2Options {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<PadV2Options> {
                PadV2Options::create(builder)
            }
        }

        /// Builder for serializing an instance of the [PadV2Options] type.
        ///
        /// Can be created using the [PadV2Options::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct PadV2OptionsBuilder<State>(State);

        impl PadV2OptionsBuilder<()> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [PadV2Options].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<PadV2Options>
            where
                Self: ::planus::WriteAsOffset<PadV2Options>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl ::planus::WriteAs<::planus::Offset<PadV2Options>> for PadV2OptionsBuilder<()> {
            type Prepared = ::planus::Offset<PadV2Options>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<PadV2Options> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<PadV2Options>> for PadV2OptionsBuilder<()> {
            type Prepared = ::planus::Offset<PadV2Options>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<PadV2Options>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<PadV2Options> for PadV2OptionsBuilder<()> {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<PadV2Options> {
                PadV2Options::create(builder)
            }
        }

        /// Reference to a deserialized [PadV2Options].
        #[derive(Copy, Clone)]
        pub struct PadV2OptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> PadV2OptionsRef<'a> {}

        impl<'a> ::core::fmt::Debug for PadV2OptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("PadV2OptionsRef");

                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<PadV2OptionsRef<'a>> for PadV2Options {
            type Error = ::planus::Error;

            fn try_from(_value: PadV2OptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {})
            }
        }

        impl<'a> ::planus::TableRead<'a> for PadV2OptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for PadV2OptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[PadV2OptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<PadV2Options>> for PadV2Options {
            type Value = ::planus::Offset<PadV2Options>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<PadV2Options>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for PadV2OptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[PadV2OptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `SubOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `SubOptions` in the file `schema/tflite.fbs:377`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct SubOptions {
            pub fused_activation_function: self::ActivationFunctionType,
            pub pot_scale_int16: bool,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for SubOptions {
            fn default() -> Self {
                Self {
                    fused_activation_function: self::ActivationFunctionType::None,
                    pot_scale_int16: true,
                }
            }
        }

        impl SubOptions {
            /// Creates a [SubOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> SubOptionsBuilder<()> {
                SubOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_fused_activation_function: impl ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                field_pot_scale_int16: impl ::planus::WriteAsDefault<bool, bool>,
            ) -> ::planus::Offset<Self> {
                let prepared_fused_activation_function = field_fused_activation_function
                    .prepare(builder, &self::ActivationFunctionType::None);
                let prepared_pot_scale_int16 = field_pot_scale_int16.prepare(builder, &true);

                let mut table_writer: ::planus::table_writer::TableWriter<8> =
                    ::core::default::Default::default();
                if prepared_fused_activation_function.is_some() {
                    table_writer.write_entry::<self::ActivationFunctionType>(0);
                }
                if prepared_pot_scale_int16.is_some() {
                    table_writer.write_entry::<bool>(1);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_fused_activation_function) =
                            prepared_fused_activation_function
                        {
                            object_writer.write::<_, _, 1>(&prepared_fused_activation_function);
                        }
                        if let ::core::option::Option::Some(prepared_pot_scale_int16) =
                            prepared_pot_scale_int16
                        {
                            object_writer.write::<_, _, 1>(&prepared_pot_scale_int16);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<SubOptions>> for SubOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SubOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<SubOptions>> for SubOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<SubOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<SubOptions> for SubOptions {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SubOptions> {
                SubOptions::create(
                    builder,
                    self.fused_activation_function,
                    self.pot_scale_int16,
                )
            }
        }

        /// Builder for serializing an instance of the [SubOptions] type.
        ///
        /// Can be created using the [SubOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct SubOptionsBuilder<State>(State);

        impl SubOptionsBuilder<()> {
            /// Setter for the [`fused_activation_function` field](SubOptions#structfield.fused_activation_function).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn fused_activation_function<T0>(self, value: T0) -> SubOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            {
                SubOptionsBuilder((value,))
            }

            /// Sets the [`fused_activation_function` field](SubOptions#structfield.fused_activation_function) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn fused_activation_function_as_default(
                self,
            ) -> SubOptionsBuilder<(::planus::DefaultValue,)> {
                self.fused_activation_function(::planus::DefaultValue)
            }
        }

        impl<T0> SubOptionsBuilder<(T0,)> {
            /// Setter for the [`pot_scale_int16` field](SubOptions#structfield.pot_scale_int16).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn pot_scale_int16<T1>(self, value: T1) -> SubOptionsBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsDefault<bool, bool>,
            {
                let (v0,) = self.0;
                SubOptionsBuilder((v0, value))
            }

            /// Sets the [`pot_scale_int16` field](SubOptions#structfield.pot_scale_int16) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn pot_scale_int16_as_default(
                self,
            ) -> SubOptionsBuilder<(T0, ::planus::DefaultValue)> {
                self.pot_scale_int16(::planus::DefaultValue)
            }
        }

        impl<T0, T1> SubOptionsBuilder<(T0, T1)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [SubOptions].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<SubOptions>
            where
                Self: ::planus::WriteAsOffset<SubOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                T1: ::planus::WriteAsDefault<bool, bool>,
            > ::planus::WriteAs<::planus::Offset<SubOptions>> for SubOptionsBuilder<(T0, T1)>
        {
            type Prepared = ::planus::Offset<SubOptions>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SubOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                T1: ::planus::WriteAsDefault<bool, bool>,
            > ::planus::WriteAsOptional<::planus::Offset<SubOptions>>
            for SubOptionsBuilder<(T0, T1)>
        {
            type Prepared = ::planus::Offset<SubOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<SubOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                T1: ::planus::WriteAsDefault<bool, bool>,
            > ::planus::WriteAsOffset<SubOptions> for SubOptionsBuilder<(T0, T1)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SubOptions> {
                let (v0, v1) = &self.0;
                SubOptions::create(builder, v0, v1)
            }
        }

        /// Reference to a deserialized [SubOptions].
        #[derive(Copy, Clone)]
        pub struct SubOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> SubOptionsRef<'a> {
            #[inline]
            pub fn fused_activation_function(
                &self,
            ) -> ::planus::Result<self::ActivationFunctionType> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "SubOptions", "fused_activation_function")?
                        .unwrap_or(self::ActivationFunctionType::None),
                )
            }

            #[inline]
            pub fn pot_scale_int16(&self) -> ::planus::Result<bool> {
                ::core::result::Result::Ok(
                    self.0
                        .access(1, "SubOptions", "pot_scale_int16")?
                        .unwrap_or(true),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for SubOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("SubOptionsRef");
                f.field(
                    "fused_activation_function",
                    &self.fused_activation_function(),
                );
                f.field("pot_scale_int16", &self.pot_scale_int16());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<SubOptionsRef<'a>> for SubOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: SubOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    fused_activation_function: ::core::convert::TryInto::try_into(
                        value.fused_activation_function()?,
                    )?,
                    pot_scale_int16: ::core::convert::TryInto::try_into(value.pot_scale_int16()?)?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for SubOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for SubOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[SubOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<SubOptions>> for SubOptions {
            type Value = ::planus::Offset<SubOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<SubOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for SubOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[SubOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `TransposeOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `TransposeOptions` in the file `schema/tflite.fbs:382`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct TransposeOptions {}

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for TransposeOptions {
            fn default() -> Self {
                Self {}
            }
        }

        impl TransposeOptions {
            /// Creates a [TransposeOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> TransposeOptionsBuilder<()> {
                TransposeOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(builder: &mut ::planus::Builder) -> ::planus::Offset<Self> {
                let table_writer: ::planus::table_writer::TableWriter<4> =
                    ::core::default::Default::default();
                unsafe {
                    table_writer.finish(builder, |_table_writer| {});
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<TransposeOptions>> for TransposeOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<TransposeOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<TransposeOptions>> for TransposeOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<TransposeOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<TransposeOptions> for TransposeOptions {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<TransposeOptions> {
                TransposeOptions::create(builder)
            }
        }

        /// Builder for serializing an instance of the [TransposeOptions] type.
        ///
        /// Can be created using the [TransposeOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct TransposeOptionsBuilder<State>(State);

        impl TransposeOptionsBuilder<()> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [TransposeOptions].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<TransposeOptions>
            where
                Self: ::planus::WriteAsOffset<TransposeOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl ::planus::WriteAs<::planus::Offset<TransposeOptions>> for TransposeOptionsBuilder<()> {
            type Prepared = ::planus::Offset<TransposeOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<TransposeOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<TransposeOptions>> for TransposeOptionsBuilder<()> {
            type Prepared = ::planus::Offset<TransposeOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<TransposeOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<TransposeOptions> for TransposeOptionsBuilder<()> {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<TransposeOptions> {
                TransposeOptions::create(builder)
            }
        }

        /// Reference to a deserialized [TransposeOptions].
        #[derive(Copy, Clone)]
        pub struct TransposeOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> TransposeOptionsRef<'a> {}

        impl<'a> ::core::fmt::Debug for TransposeOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("TransposeOptionsRef");

                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<TransposeOptionsRef<'a>> for TransposeOptions {
            type Error = ::planus::Error;

            fn try_from(_value: TransposeOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {})
            }
        }

        impl<'a> ::planus::TableRead<'a> for TransposeOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for TransposeOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[TransposeOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<TransposeOptions>> for TransposeOptions {
            type Value = ::planus::Offset<TransposeOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<TransposeOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for TransposeOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[TransposeOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `ReducerOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `ReducerOptions` in the file `schema/tflite.fbs:384`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct ReducerOptions {
            pub keep_dims: bool,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for ReducerOptions {
            fn default() -> Self {
                Self { keep_dims: false }
            }
        }

        impl ReducerOptions {
            /// Creates a [ReducerOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> ReducerOptionsBuilder<()> {
                ReducerOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_keep_dims: impl ::planus::WriteAsDefault<bool, bool>,
            ) -> ::planus::Offset<Self> {
                let prepared_keep_dims = field_keep_dims.prepare(builder, &false);

                let mut table_writer: ::planus::table_writer::TableWriter<6> =
                    ::core::default::Default::default();
                if prepared_keep_dims.is_some() {
                    table_writer.write_entry::<bool>(0);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_keep_dims) = prepared_keep_dims
                        {
                            object_writer.write::<_, _, 1>(&prepared_keep_dims);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<ReducerOptions>> for ReducerOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<ReducerOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<ReducerOptions>> for ReducerOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<ReducerOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<ReducerOptions> for ReducerOptions {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<ReducerOptions> {
                ReducerOptions::create(builder, self.keep_dims)
            }
        }

        /// Builder for serializing an instance of the [ReducerOptions] type.
        ///
        /// Can be created using the [ReducerOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct ReducerOptionsBuilder<State>(State);

        impl ReducerOptionsBuilder<()> {
            /// Setter for the [`keep_dims` field](ReducerOptions#structfield.keep_dims).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn keep_dims<T0>(self, value: T0) -> ReducerOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<bool, bool>,
            {
                ReducerOptionsBuilder((value,))
            }

            /// Sets the [`keep_dims` field](ReducerOptions#structfield.keep_dims) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn keep_dims_as_default(self) -> ReducerOptionsBuilder<(::planus::DefaultValue,)> {
                self.keep_dims(::planus::DefaultValue)
            }
        }

        impl<T0> ReducerOptionsBuilder<(T0,)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [ReducerOptions].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<ReducerOptions>
            where
                Self: ::planus::WriteAsOffset<ReducerOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<bool, bool>>
            ::planus::WriteAs<::planus::Offset<ReducerOptions>> for ReducerOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<ReducerOptions>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<ReducerOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<bool, bool>>
            ::planus::WriteAsOptional<::planus::Offset<ReducerOptions>>
            for ReducerOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<ReducerOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<ReducerOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<T0: ::planus::WriteAsDefault<bool, bool>> ::planus::WriteAsOffset<ReducerOptions>
            for ReducerOptionsBuilder<(T0,)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<ReducerOptions> {
                let (v0,) = &self.0;
                ReducerOptions::create(builder, v0)
            }
        }

        /// Reference to a deserialized [ReducerOptions].
        #[derive(Copy, Clone)]
        pub struct ReducerOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> ReducerOptionsRef<'a> {
            #[inline]
            pub fn keep_dims(&self) -> ::planus::Result<bool> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "ReducerOptions", "keep_dims")?
                        .unwrap_or(false),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for ReducerOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("ReducerOptionsRef");
                f.field("keep_dims", &self.keep_dims());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<ReducerOptionsRef<'a>> for ReducerOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: ReducerOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    keep_dims: ::core::convert::TryInto::try_into(value.keep_dims()?)?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for ReducerOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for ReducerOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[ReducerOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<ReducerOptions>> for ReducerOptions {
            type Value = ::planus::Offset<ReducerOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<ReducerOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for ReducerOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[ReducerOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `SqueezeOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `SqueezeOptions` in the file `schema/tflite.fbs:388`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct SqueezeOptions {
            pub squeeze_dims: ::core::option::Option<::planus::alloc::vec::Vec<i32>>,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for SqueezeOptions {
            fn default() -> Self {
                Self {
                    squeeze_dims: ::core::default::Default::default(),
                }
            }
        }

        impl SqueezeOptions {
            /// Creates a [SqueezeOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> SqueezeOptionsBuilder<()> {
                SqueezeOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_squeeze_dims: impl ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
            ) -> ::planus::Offset<Self> {
                let prepared_squeeze_dims = field_squeeze_dims.prepare(builder);

                let mut table_writer: ::planus::table_writer::TableWriter<6> =
                    ::core::default::Default::default();
                if prepared_squeeze_dims.is_some() {
                    table_writer.write_entry::<::planus::Offset<[i32]>>(0);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_squeeze_dims) =
                            prepared_squeeze_dims
                        {
                            object_writer.write::<_, _, 4>(&prepared_squeeze_dims);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<SqueezeOptions>> for SqueezeOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SqueezeOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<SqueezeOptions>> for SqueezeOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<SqueezeOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<SqueezeOptions> for SqueezeOptions {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SqueezeOptions> {
                SqueezeOptions::create(builder, &self.squeeze_dims)
            }
        }

        /// Builder for serializing an instance of the [SqueezeOptions] type.
        ///
        /// Can be created using the [SqueezeOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct SqueezeOptionsBuilder<State>(State);

        impl SqueezeOptionsBuilder<()> {
            /// Setter for the [`squeeze_dims` field](SqueezeOptions#structfield.squeeze_dims).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn squeeze_dims<T0>(self, value: T0) -> SqueezeOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
            {
                SqueezeOptionsBuilder((value,))
            }

            /// Sets the [`squeeze_dims` field](SqueezeOptions#structfield.squeeze_dims) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn squeeze_dims_as_null(self) -> SqueezeOptionsBuilder<((),)> {
                self.squeeze_dims(())
            }
        }

        impl<T0> SqueezeOptionsBuilder<(T0,)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [SqueezeOptions].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<SqueezeOptions>
            where
                Self: ::planus::WriteAsOffset<SqueezeOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<T0: ::planus::WriteAsOptional<::planus::Offset<[i32]>>>
            ::planus::WriteAs<::planus::Offset<SqueezeOptions>> for SqueezeOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<SqueezeOptions>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SqueezeOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<T0: ::planus::WriteAsOptional<::planus::Offset<[i32]>>>
            ::planus::WriteAsOptional<::planus::Offset<SqueezeOptions>>
            for SqueezeOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<SqueezeOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<SqueezeOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<T0: ::planus::WriteAsOptional<::planus::Offset<[i32]>>>
            ::planus::WriteAsOffset<SqueezeOptions> for SqueezeOptionsBuilder<(T0,)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SqueezeOptions> {
                let (v0,) = &self.0;
                SqueezeOptions::create(builder, v0)
            }
        }

        /// Reference to a deserialized [SqueezeOptions].
        #[derive(Copy, Clone)]
        pub struct SqueezeOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> SqueezeOptionsRef<'a> {
            #[inline]
            pub fn squeeze_dims(
                &self,
            ) -> ::planus::Result<::core::option::Option<::planus::Vector<'a, i32>>> {
                self.0.access(0, "SqueezeOptions", "squeeze_dims")
            }
        }

        impl<'a> ::core::fmt::Debug for SqueezeOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("SqueezeOptionsRef");
                if let ::core::option::Option::Some(field_squeeze_dims) =
                    self.squeeze_dims().transpose()
                {
                    f.field("squeeze_dims", &field_squeeze_dims);
                }
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<SqueezeOptionsRef<'a>> for SqueezeOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: SqueezeOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    squeeze_dims: if let ::core::option::Option::Some(squeeze_dims) =
                        value.squeeze_dims()?
                    {
                        ::core::option::Option::Some(squeeze_dims.to_vec()?)
                    } else {
                        ::core::option::Option::None
                    },
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for SqueezeOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for SqueezeOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[SqueezeOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<SqueezeOptions>> for SqueezeOptions {
            type Value = ::planus::Offset<SqueezeOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<SqueezeOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for SqueezeOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[SqueezeOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `DequantizeOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `DequantizeOptions` in the file `schema/tflite.fbs:392`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct DequantizeOptions {}

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for DequantizeOptions {
            fn default() -> Self {
                Self {}
            }
        }

        impl DequantizeOptions {
            /// Creates a [DequantizeOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> DequantizeOptionsBuilder<()> {
                DequantizeOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(builder: &mut ::planus::Builder) -> ::planus::Offset<Self> {
                let table_writer: ::planus::table_writer::TableWriter<4> =
                    ::core::default::Default::default();
                unsafe {
                    table_writer.finish(builder, |_table_writer| {});
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<DequantizeOptions>> for DequantizeOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<DequantizeOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<DequantizeOptions>> for DequantizeOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<DequantizeOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<DequantizeOptions> for DequantizeOptions {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<DequantizeOptions> {
                DequantizeOptions::create(builder)
            }
        }

        /// Builder for serializing an instance of the [DequantizeOptions] type.
        ///
        /// Can be created using the [DequantizeOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct DequantizeOptionsBuilder<State>(State);

        impl DequantizeOptionsBuilder<()> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [DequantizeOptions].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<DequantizeOptions>
            where
                Self: ::planus::WriteAsOffset<DequantizeOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl ::planus::WriteAs<::planus::Offset<DequantizeOptions>> for DequantizeOptionsBuilder<()> {
            type Prepared = ::planus::Offset<DequantizeOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<DequantizeOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<DequantizeOptions>>
            for DequantizeOptionsBuilder<()>
        {
            type Prepared = ::planus::Offset<DequantizeOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<DequantizeOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<DequantizeOptions> for DequantizeOptionsBuilder<()> {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<DequantizeOptions> {
                DequantizeOptions::create(builder)
            }
        }

        /// Reference to a deserialized [DequantizeOptions].
        #[derive(Copy, Clone)]
        pub struct DequantizeOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> DequantizeOptionsRef<'a> {}

        impl<'a> ::core::fmt::Debug for DequantizeOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("DequantizeOptionsRef");

                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<DequantizeOptionsRef<'a>> for DequantizeOptions {
            type Error = ::planus::Error;

            fn try_from(_value: DequantizeOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {})
            }
        }

        impl<'a> ::planus::TableRead<'a> for DequantizeOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for DequantizeOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[DequantizeOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<DequantizeOptions>> for DequantizeOptions {
            type Value = ::planus::Offset<DequantizeOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<DequantizeOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for DequantizeOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[DequantizeOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `QuantizeOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `QuantizeOptions` in the file `schema/tflite.fbs:394`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct QuantizeOptions {}

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for QuantizeOptions {
            fn default() -> Self {
                Self {}
            }
        }

        impl QuantizeOptions {
            /// Creates a [QuantizeOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> QuantizeOptionsBuilder<()> {
                QuantizeOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(builder: &mut ::planus::Builder) -> ::planus::Offset<Self> {
                let table_writer: ::planus::table_writer::TableWriter<4> =
                    ::core::default::Default::default();
                unsafe {
                    table_writer.finish(builder, |_table_writer| {});
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<QuantizeOptions>> for QuantizeOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<QuantizeOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<QuantizeOptions>> for QuantizeOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<QuantizeOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<QuantizeOptions> for QuantizeOptions {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<QuantizeOptions> {
                QuantizeOptions::create(builder)
            }
        }

        /// Builder for serializing an instance of the [QuantizeOptions] type.
        ///
        /// Can be created using the [QuantizeOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct QuantizeOptionsBuilder<State>(State);

        impl QuantizeOptionsBuilder<()> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [QuantizeOptions].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<QuantizeOptions>
            where
                Self: ::planus::WriteAsOffset<QuantizeOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl ::planus::WriteAs<::planus::Offset<QuantizeOptions>> for QuantizeOptionsBuilder<()> {
            type Prepared = ::planus::Offset<QuantizeOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<QuantizeOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<QuantizeOptions>> for QuantizeOptionsBuilder<()> {
            type Prepared = ::planus::Offset<QuantizeOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<QuantizeOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<QuantizeOptions> for QuantizeOptionsBuilder<()> {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<QuantizeOptions> {
                QuantizeOptions::create(builder)
            }
        }

        /// Reference to a deserialized [QuantizeOptions].
        #[derive(Copy, Clone)]
        pub struct QuantizeOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> QuantizeOptionsRef<'a> {}

        impl<'a> ::core::fmt::Debug for QuantizeOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("QuantizeOptionsRef");

                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<QuantizeOptionsRef<'a>> for QuantizeOptions {
            type Error = ::planus::Error;

            fn try_from(_value: QuantizeOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {})
            }
        }

        impl<'a> ::planus::TableRead<'a> for QuantizeOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for QuantizeOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[QuantizeOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<QuantizeOptions>> for QuantizeOptions {
            type Value = ::planus::Offset<QuantizeOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<QuantizeOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for QuantizeOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[QuantizeOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `HardSwishOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `HardSwishOptions` in the file `schema/tflite.fbs:396`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct HardSwishOptions {}

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for HardSwishOptions {
            fn default() -> Self {
                Self {}
            }
        }

        impl HardSwishOptions {
            /// Creates a [HardSwishOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> HardSwishOptionsBuilder<()> {
                HardSwishOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(builder: &mut ::planus::Builder) -> ::planus::Offset<Self> {
                let table_writer: ::planus::table_writer::TableWriter<4> =
                    ::core::default::Default::default();
                unsafe {
                    table_writer.finish(builder, |_table_writer| {});
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<HardSwishOptions>> for HardSwishOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<HardSwishOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<HardSwishOptions>> for HardSwishOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<HardSwishOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<HardSwishOptions> for HardSwishOptions {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<HardSwishOptions> {
                HardSwishOptions::create(builder)
            }
        }

        /// Builder for serializing an instance of the [HardSwishOptions] type.
        ///
        /// Can be created using the [HardSwishOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct HardSwishOptionsBuilder<State>(State);

        impl HardSwishOptionsBuilder<()> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [HardSwishOptions].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<HardSwishOptions>
            where
                Self: ::planus::WriteAsOffset<HardSwishOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl ::planus::WriteAs<::planus::Offset<HardSwishOptions>> for HardSwishOptionsBuilder<()> {
            type Prepared = ::planus::Offset<HardSwishOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<HardSwishOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<HardSwishOptions>> for HardSwishOptionsBuilder<()> {
            type Prepared = ::planus::Offset<HardSwishOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<HardSwishOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<HardSwishOptions> for HardSwishOptionsBuilder<()> {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<HardSwishOptions> {
                HardSwishOptions::create(builder)
            }
        }

        /// Reference to a deserialized [HardSwishOptions].
        #[derive(Copy, Clone)]
        pub struct HardSwishOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> HardSwishOptionsRef<'a> {}

        impl<'a> ::core::fmt::Debug for HardSwishOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("HardSwishOptionsRef");

                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<HardSwishOptionsRef<'a>> for HardSwishOptions {
            type Error = ::planus::Error;

            fn try_from(_value: HardSwishOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {})
            }
        }

        impl<'a> ::planus::TableRead<'a> for HardSwishOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for HardSwishOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[HardSwishOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<HardSwishOptions>> for HardSwishOptions {
            type Value = ::planus::Offset<HardSwishOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<HardSwishOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for HardSwishOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[HardSwishOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `SpaceToDepthOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `SpaceToDepthOptions` in the file `schema/tflite.fbs:398`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct SpaceToDepthOptions {
            pub block_size: i32,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for SpaceToDepthOptions {
            fn default() -> Self {
                Self { block_size: 0 }
            }
        }

        impl SpaceToDepthOptions {
            /// Creates a [SpaceToDepthOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> SpaceToDepthOptionsBuilder<()> {
                SpaceToDepthOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_block_size: impl ::planus::WriteAsDefault<i32, i32>,
            ) -> ::planus::Offset<Self> {
                let prepared_block_size = field_block_size.prepare(builder, &0);

                let mut table_writer: ::planus::table_writer::TableWriter<6> =
                    ::core::default::Default::default();
                if prepared_block_size.is_some() {
                    table_writer.write_entry::<i32>(0);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_block_size) =
                            prepared_block_size
                        {
                            object_writer.write::<_, _, 4>(&prepared_block_size);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<SpaceToDepthOptions>> for SpaceToDepthOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<SpaceToDepthOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<SpaceToDepthOptions>> for SpaceToDepthOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<SpaceToDepthOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<SpaceToDepthOptions> for SpaceToDepthOptions {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<SpaceToDepthOptions> {
                SpaceToDepthOptions::create(builder, self.block_size)
            }
        }

        /// Builder for serializing an instance of the [SpaceToDepthOptions] type.
        ///
        /// Can be created using the [SpaceToDepthOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct SpaceToDepthOptionsBuilder<State>(State);

        impl SpaceToDepthOptionsBuilder<()> {
            /// Setter for the [`block_size` field](SpaceToDepthOptions#structfield.block_size).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn block_size<T0>(self, value: T0) -> SpaceToDepthOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<i32, i32>,
            {
                SpaceToDepthOptionsBuilder((value,))
            }

            /// Sets the [`block_size` field](SpaceToDepthOptions#structfield.block_size) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn block_size_as_default(
                self,
            ) -> SpaceToDepthOptionsBuilder<(::planus::DefaultValue,)> {
                self.block_size(::planus::DefaultValue)
            }
        }

        impl<T0> SpaceToDepthOptionsBuilder<(T0,)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [SpaceToDepthOptions].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<SpaceToDepthOptions>
            where
                Self: ::planus::WriteAsOffset<SpaceToDepthOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>>
            ::planus::WriteAs<::planus::Offset<SpaceToDepthOptions>>
            for SpaceToDepthOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<SpaceToDepthOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<SpaceToDepthOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>>
            ::planus::WriteAsOptional<::planus::Offset<SpaceToDepthOptions>>
            for SpaceToDepthOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<SpaceToDepthOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<SpaceToDepthOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>> ::planus::WriteAsOffset<SpaceToDepthOptions>
            for SpaceToDepthOptionsBuilder<(T0,)>
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<SpaceToDepthOptions> {
                let (v0,) = &self.0;
                SpaceToDepthOptions::create(builder, v0)
            }
        }

        /// Reference to a deserialized [SpaceToDepthOptions].
        #[derive(Copy, Clone)]
        pub struct SpaceToDepthOptionsRef<'a>(
            #[allow(dead_code)] ::planus::table_reader::Table<'a>,
        );

        impl<'a> SpaceToDepthOptionsRef<'a> {
            #[inline]
            pub fn block_size(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "SpaceToDepthOptions", "block_size")?
                        .unwrap_or(0),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for SpaceToDepthOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("SpaceToDepthOptionsRef");
                f.field("block_size", &self.block_size());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<SpaceToDepthOptionsRef<'a>> for SpaceToDepthOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: SpaceToDepthOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    block_size: ::core::convert::TryInto::try_into(value.block_size()?)?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for SpaceToDepthOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for SpaceToDepthOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[SpaceToDepthOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<SpaceToDepthOptions>> for SpaceToDepthOptions {
            type Value = ::planus::Offset<SpaceToDepthOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<SpaceToDepthOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for SpaceToDepthOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[SpaceToDepthOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `DepthToSpaceOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `DepthToSpaceOptions` in the file `schema/tflite.fbs:402`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct DepthToSpaceOptions {
            pub block_size: i32,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for DepthToSpaceOptions {
            fn default() -> Self {
                Self { block_size: 0 }
            }
        }

        impl DepthToSpaceOptions {
            /// Creates a [DepthToSpaceOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> DepthToSpaceOptionsBuilder<()> {
                DepthToSpaceOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_block_size: impl ::planus::WriteAsDefault<i32, i32>,
            ) -> ::planus::Offset<Self> {
                let prepared_block_size = field_block_size.prepare(builder, &0);

                let mut table_writer: ::planus::table_writer::TableWriter<6> =
                    ::core::default::Default::default();
                if prepared_block_size.is_some() {
                    table_writer.write_entry::<i32>(0);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_block_size) =
                            prepared_block_size
                        {
                            object_writer.write::<_, _, 4>(&prepared_block_size);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<DepthToSpaceOptions>> for DepthToSpaceOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<DepthToSpaceOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<DepthToSpaceOptions>> for DepthToSpaceOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<DepthToSpaceOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<DepthToSpaceOptions> for DepthToSpaceOptions {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<DepthToSpaceOptions> {
                DepthToSpaceOptions::create(builder, self.block_size)
            }
        }

        /// Builder for serializing an instance of the [DepthToSpaceOptions] type.
        ///
        /// Can be created using the [DepthToSpaceOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct DepthToSpaceOptionsBuilder<State>(State);

        impl DepthToSpaceOptionsBuilder<()> {
            /// Setter for the [`block_size` field](DepthToSpaceOptions#structfield.block_size).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn block_size<T0>(self, value: T0) -> DepthToSpaceOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<i32, i32>,
            {
                DepthToSpaceOptionsBuilder((value,))
            }

            /// Sets the [`block_size` field](DepthToSpaceOptions#structfield.block_size) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn block_size_as_default(
                self,
            ) -> DepthToSpaceOptionsBuilder<(::planus::DefaultValue,)> {
                self.block_size(::planus::DefaultValue)
            }
        }

        impl<T0> DepthToSpaceOptionsBuilder<(T0,)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [DepthToSpaceOptions].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<DepthToSpaceOptions>
            where
                Self: ::planus::WriteAsOffset<DepthToSpaceOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>>
            ::planus::WriteAs<::planus::Offset<DepthToSpaceOptions>>
            for DepthToSpaceOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<DepthToSpaceOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<DepthToSpaceOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>>
            ::planus::WriteAsOptional<::planus::Offset<DepthToSpaceOptions>>
            for DepthToSpaceOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<DepthToSpaceOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<DepthToSpaceOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>> ::planus::WriteAsOffset<DepthToSpaceOptions>
            for DepthToSpaceOptionsBuilder<(T0,)>
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<DepthToSpaceOptions> {
                let (v0,) = &self.0;
                DepthToSpaceOptions::create(builder, v0)
            }
        }

        /// Reference to a deserialized [DepthToSpaceOptions].
        #[derive(Copy, Clone)]
        pub struct DepthToSpaceOptionsRef<'a>(
            #[allow(dead_code)] ::planus::table_reader::Table<'a>,
        );

        impl<'a> DepthToSpaceOptionsRef<'a> {
            #[inline]
            pub fn block_size(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "DepthToSpaceOptions", "block_size")?
                        .unwrap_or(0),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for DepthToSpaceOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("DepthToSpaceOptionsRef");
                f.field("block_size", &self.block_size());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<DepthToSpaceOptionsRef<'a>> for DepthToSpaceOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: DepthToSpaceOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    block_size: ::core::convert::TryInto::try_into(value.block_size()?)?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for DepthToSpaceOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for DepthToSpaceOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[DepthToSpaceOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<DepthToSpaceOptions>> for DepthToSpaceOptions {
            type Value = ::planus::Offset<DepthToSpaceOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<DepthToSpaceOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for DepthToSpaceOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[DepthToSpaceOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `GatherOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `GatherOptions` in the file `schema/tflite.fbs:406`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct GatherOptions {
            pub axis: i32,
            pub batch_dims: i32,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for GatherOptions {
            fn default() -> Self {
                Self {
                    axis: 0,
                    batch_dims: 0,
                }
            }
        }

        impl GatherOptions {
            /// Creates a [GatherOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> GatherOptionsBuilder<()> {
                GatherOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_axis: impl ::planus::WriteAsDefault<i32, i32>,
                field_batch_dims: impl ::planus::WriteAsDefault<i32, i32>,
            ) -> ::planus::Offset<Self> {
                let prepared_axis = field_axis.prepare(builder, &0);
                let prepared_batch_dims = field_batch_dims.prepare(builder, &0);

                let mut table_writer: ::planus::table_writer::TableWriter<8> =
                    ::core::default::Default::default();
                if prepared_axis.is_some() {
                    table_writer.write_entry::<i32>(0);
                }
                if prepared_batch_dims.is_some() {
                    table_writer.write_entry::<i32>(1);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_axis) = prepared_axis {
                            object_writer.write::<_, _, 4>(&prepared_axis);
                        }
                        if let ::core::option::Option::Some(prepared_batch_dims) =
                            prepared_batch_dims
                        {
                            object_writer.write::<_, _, 4>(&prepared_batch_dims);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<GatherOptions>> for GatherOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<GatherOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<GatherOptions>> for GatherOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<GatherOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<GatherOptions> for GatherOptions {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<GatherOptions> {
                GatherOptions::create(builder, self.axis, self.batch_dims)
            }
        }

        /// Builder for serializing an instance of the [GatherOptions] type.
        ///
        /// Can be created using the [GatherOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct GatherOptionsBuilder<State>(State);

        impl GatherOptionsBuilder<()> {
            /// Setter for the [`axis` field](GatherOptions#structfield.axis).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn axis<T0>(self, value: T0) -> GatherOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<i32, i32>,
            {
                GatherOptionsBuilder((value,))
            }

            /// Sets the [`axis` field](GatherOptions#structfield.axis) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn axis_as_default(self) -> GatherOptionsBuilder<(::planus::DefaultValue,)> {
                self.axis(::planus::DefaultValue)
            }
        }

        impl<T0> GatherOptionsBuilder<(T0,)> {
            /// Setter for the [`batch_dims` field](GatherOptions#structfield.batch_dims).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn batch_dims<T1>(self, value: T1) -> GatherOptionsBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0,) = self.0;
                GatherOptionsBuilder((v0, value))
            }

            /// Sets the [`batch_dims` field](GatherOptions#structfield.batch_dims) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn batch_dims_as_default(
                self,
            ) -> GatherOptionsBuilder<(T0, ::planus::DefaultValue)> {
                self.batch_dims(::planus::DefaultValue)
            }
        }

        impl<T0, T1> GatherOptionsBuilder<(T0, T1)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [GatherOptions].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<GatherOptions>
            where
                Self: ::planus::WriteAsOffset<GatherOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>, T1: ::planus::WriteAsDefault<i32, i32>>
            ::planus::WriteAs<::planus::Offset<GatherOptions>> for GatherOptionsBuilder<(T0, T1)>
        {
            type Prepared = ::planus::Offset<GatherOptions>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<GatherOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>, T1: ::planus::WriteAsDefault<i32, i32>>
            ::planus::WriteAsOptional<::planus::Offset<GatherOptions>>
            for GatherOptionsBuilder<(T0, T1)>
        {
            type Prepared = ::planus::Offset<GatherOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<GatherOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>, T1: ::planus::WriteAsDefault<i32, i32>>
            ::planus::WriteAsOffset<GatherOptions> for GatherOptionsBuilder<(T0, T1)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<GatherOptions> {
                let (v0, v1) = &self.0;
                GatherOptions::create(builder, v0, v1)
            }
        }

        /// Reference to a deserialized [GatherOptions].
        #[derive(Copy, Clone)]
        pub struct GatherOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> GatherOptionsRef<'a> {
            #[inline]
            pub fn axis(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(self.0.access(0, "GatherOptions", "axis")?.unwrap_or(0))
            }

            #[inline]
            pub fn batch_dims(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(1, "GatherOptions", "batch_dims")?
                        .unwrap_or(0),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for GatherOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("GatherOptionsRef");
                f.field("axis", &self.axis());
                f.field("batch_dims", &self.batch_dims());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<GatherOptionsRef<'a>> for GatherOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: GatherOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    axis: ::core::convert::TryInto::try_into(value.axis()?)?,
                    batch_dims: ::core::convert::TryInto::try_into(value.batch_dims()?)?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for GatherOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for GatherOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[GatherOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<GatherOptions>> for GatherOptions {
            type Value = ::planus::Offset<GatherOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<GatherOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for GatherOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[GatherOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `StridedSliceOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `StridedSliceOptions` in the file `schema/tflite.fbs:411`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct StridedSliceOptions {
            pub begin_mask: i32,
            pub end_mask: i32,
            pub ellipsis_mask: i32,
            pub new_axis_mask: i32,
            pub shrink_axis_mask: i32,
            pub offset: bool,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for StridedSliceOptions {
            fn default() -> Self {
                Self {
                    begin_mask: 0,
                    end_mask: 0,
                    ellipsis_mask: 0,
                    new_axis_mask: 0,
                    shrink_axis_mask: 0,
                    offset: false,
                }
            }
        }

        impl StridedSliceOptions {
            /// Creates a [StridedSliceOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> StridedSliceOptionsBuilder<()> {
                StridedSliceOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_begin_mask: impl ::planus::WriteAsDefault<i32, i32>,
                field_end_mask: impl ::planus::WriteAsDefault<i32, i32>,
                field_ellipsis_mask: impl ::planus::WriteAsDefault<i32, i32>,
                field_new_axis_mask: impl ::planus::WriteAsDefault<i32, i32>,
                field_shrink_axis_mask: impl ::planus::WriteAsDefault<i32, i32>,
                field_offset: impl ::planus::WriteAsDefault<bool, bool>,
            ) -> ::planus::Offset<Self> {
                let prepared_begin_mask = field_begin_mask.prepare(builder, &0);
                let prepared_end_mask = field_end_mask.prepare(builder, &0);
                let prepared_ellipsis_mask = field_ellipsis_mask.prepare(builder, &0);
                let prepared_new_axis_mask = field_new_axis_mask.prepare(builder, &0);
                let prepared_shrink_axis_mask = field_shrink_axis_mask.prepare(builder, &0);
                let prepared_offset = field_offset.prepare(builder, &false);

                let mut table_writer: ::planus::table_writer::TableWriter<16> =
                    ::core::default::Default::default();
                if prepared_begin_mask.is_some() {
                    table_writer.write_entry::<i32>(0);
                }
                if prepared_end_mask.is_some() {
                    table_writer.write_entry::<i32>(1);
                }
                if prepared_ellipsis_mask.is_some() {
                    table_writer.write_entry::<i32>(2);
                }
                if prepared_new_axis_mask.is_some() {
                    table_writer.write_entry::<i32>(3);
                }
                if prepared_shrink_axis_mask.is_some() {
                    table_writer.write_entry::<i32>(4);
                }
                if prepared_offset.is_some() {
                    table_writer.write_entry::<bool>(5);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_begin_mask) =
                            prepared_begin_mask
                        {
                            object_writer.write::<_, _, 4>(&prepared_begin_mask);
                        }
                        if let ::core::option::Option::Some(prepared_end_mask) = prepared_end_mask {
                            object_writer.write::<_, _, 4>(&prepared_end_mask);
                        }
                        if let ::core::option::Option::Some(prepared_ellipsis_mask) =
                            prepared_ellipsis_mask
                        {
                            object_writer.write::<_, _, 4>(&prepared_ellipsis_mask);
                        }
                        if let ::core::option::Option::Some(prepared_new_axis_mask) =
                            prepared_new_axis_mask
                        {
                            object_writer.write::<_, _, 4>(&prepared_new_axis_mask);
                        }
                        if let ::core::option::Option::Some(prepared_shrink_axis_mask) =
                            prepared_shrink_axis_mask
                        {
                            object_writer.write::<_, _, 4>(&prepared_shrink_axis_mask);
                        }
                        if let ::core::option::Option::Some(prepared_offset) = prepared_offset {
                            object_writer.write::<_, _, 1>(&prepared_offset);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<StridedSliceOptions>> for StridedSliceOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<StridedSliceOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<StridedSliceOptions>> for StridedSliceOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<StridedSliceOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<StridedSliceOptions> for StridedSliceOptions {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<StridedSliceOptions> {
                StridedSliceOptions::create(
                    builder,
                    self.begin_mask,
                    self.end_mask,
                    self.ellipsis_mask,
                    self.new_axis_mask,
                    self.shrink_axis_mask,
                    self.offset,
                )
            }
        }

        /// Builder for serializing an instance of the [StridedSliceOptions] type.
        ///
        /// Can be created using the [StridedSliceOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct StridedSliceOptionsBuilder<State>(State);

        impl StridedSliceOptionsBuilder<()> {
            /// Setter for the [`begin_mask` field](StridedSliceOptions#structfield.begin_mask).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn begin_mask<T0>(self, value: T0) -> StridedSliceOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<i32, i32>,
            {
                StridedSliceOptionsBuilder((value,))
            }

            /// Sets the [`begin_mask` field](StridedSliceOptions#structfield.begin_mask) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn begin_mask_as_default(
                self,
            ) -> StridedSliceOptionsBuilder<(::planus::DefaultValue,)> {
                self.begin_mask(::planus::DefaultValue)
            }
        }

        impl<T0> StridedSliceOptionsBuilder<(T0,)> {
            /// Setter for the [`end_mask` field](StridedSliceOptions#structfield.end_mask).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn end_mask<T1>(self, value: T1) -> StridedSliceOptionsBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0,) = self.0;
                StridedSliceOptionsBuilder((v0, value))
            }

            /// Sets the [`end_mask` field](StridedSliceOptions#structfield.end_mask) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn end_mask_as_default(
                self,
            ) -> StridedSliceOptionsBuilder<(T0, ::planus::DefaultValue)> {
                self.end_mask(::planus::DefaultValue)
            }
        }

        impl<T0, T1> StridedSliceOptionsBuilder<(T0, T1)> {
            /// Setter for the [`ellipsis_mask` field](StridedSliceOptions#structfield.ellipsis_mask).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn ellipsis_mask<T2>(self, value: T2) -> StridedSliceOptionsBuilder<(T0, T1, T2)>
            where
                T2: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0, v1) = self.0;
                StridedSliceOptionsBuilder((v0, v1, value))
            }

            /// Sets the [`ellipsis_mask` field](StridedSliceOptions#structfield.ellipsis_mask) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn ellipsis_mask_as_default(
                self,
            ) -> StridedSliceOptionsBuilder<(T0, T1, ::planus::DefaultValue)> {
                self.ellipsis_mask(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2> StridedSliceOptionsBuilder<(T0, T1, T2)> {
            /// Setter for the [`new_axis_mask` field](StridedSliceOptions#structfield.new_axis_mask).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn new_axis_mask<T3>(
                self,
                value: T3,
            ) -> StridedSliceOptionsBuilder<(T0, T1, T2, T3)>
            where
                T3: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0, v1, v2) = self.0;
                StridedSliceOptionsBuilder((v0, v1, v2, value))
            }

            /// Sets the [`new_axis_mask` field](StridedSliceOptions#structfield.new_axis_mask) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn new_axis_mask_as_default(
                self,
            ) -> StridedSliceOptionsBuilder<(T0, T1, T2, ::planus::DefaultValue)> {
                self.new_axis_mask(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3> StridedSliceOptionsBuilder<(T0, T1, T2, T3)> {
            /// Setter for the [`shrink_axis_mask` field](StridedSliceOptions#structfield.shrink_axis_mask).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn shrink_axis_mask<T4>(
                self,
                value: T4,
            ) -> StridedSliceOptionsBuilder<(T0, T1, T2, T3, T4)>
            where
                T4: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0, v1, v2, v3) = self.0;
                StridedSliceOptionsBuilder((v0, v1, v2, v3, value))
            }

            /// Sets the [`shrink_axis_mask` field](StridedSliceOptions#structfield.shrink_axis_mask) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn shrink_axis_mask_as_default(
                self,
            ) -> StridedSliceOptionsBuilder<(T0, T1, T2, T3, ::planus::DefaultValue)> {
                self.shrink_axis_mask(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3, T4> StridedSliceOptionsBuilder<(T0, T1, T2, T3, T4)> {
            /// Setter for the [`offset` field](StridedSliceOptions#structfield.offset).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn offset<T5>(
                self,
                value: T5,
            ) -> StridedSliceOptionsBuilder<(T0, T1, T2, T3, T4, T5)>
            where
                T5: ::planus::WriteAsDefault<bool, bool>,
            {
                let (v0, v1, v2, v3, v4) = self.0;
                StridedSliceOptionsBuilder((v0, v1, v2, v3, v4, value))
            }

            /// Sets the [`offset` field](StridedSliceOptions#structfield.offset) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn offset_as_default(
                self,
            ) -> StridedSliceOptionsBuilder<(T0, T1, T2, T3, T4, ::planus::DefaultValue)>
            {
                self.offset(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3, T4, T5> StridedSliceOptionsBuilder<(T0, T1, T2, T3, T4, T5)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [StridedSliceOptions].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<StridedSliceOptions>
            where
                Self: ::planus::WriteAsOffset<StridedSliceOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<i32, i32>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsDefault<i32, i32>,
                T3: ::planus::WriteAsDefault<i32, i32>,
                T4: ::planus::WriteAsDefault<i32, i32>,
                T5: ::planus::WriteAsDefault<bool, bool>,
            > ::planus::WriteAs<::planus::Offset<StridedSliceOptions>>
            for StridedSliceOptionsBuilder<(T0, T1, T2, T3, T4, T5)>
        {
            type Prepared = ::planus::Offset<StridedSliceOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<StridedSliceOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<i32, i32>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsDefault<i32, i32>,
                T3: ::planus::WriteAsDefault<i32, i32>,
                T4: ::planus::WriteAsDefault<i32, i32>,
                T5: ::planus::WriteAsDefault<bool, bool>,
            > ::planus::WriteAsOptional<::planus::Offset<StridedSliceOptions>>
            for StridedSliceOptionsBuilder<(T0, T1, T2, T3, T4, T5)>
        {
            type Prepared = ::planus::Offset<StridedSliceOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<StridedSliceOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<i32, i32>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsDefault<i32, i32>,
                T3: ::planus::WriteAsDefault<i32, i32>,
                T4: ::planus::WriteAsDefault<i32, i32>,
                T5: ::planus::WriteAsDefault<bool, bool>,
            > ::planus::WriteAsOffset<StridedSliceOptions>
            for StridedSliceOptionsBuilder<(T0, T1, T2, T3, T4, T5)>
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<StridedSliceOptions> {
                let (v0, v1, v2, v3, v4, v5) = &self.0;
                StridedSliceOptions::create(builder, v0, v1, v2, v3, v4, v5)
            }
        }

        /// Reference to a deserialized [StridedSliceOptions].
        #[derive(Copy, Clone)]
        pub struct StridedSliceOptionsRef<'a>(
            #[allow(dead_code)] ::planus::table_reader::Table<'a>,
        );

        impl<'a> StridedSliceOptionsRef<'a> {
            #[inline]
            pub fn begin_mask(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "StridedSliceOptions", "begin_mask")?
                        .unwrap_or(0),
                )
            }

            #[inline]
            pub fn end_mask(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(1, "StridedSliceOptions", "end_mask")?
                        .unwrap_or(0),
                )
            }

            #[inline]
            pub fn ellipsis_mask(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(2, "StridedSliceOptions", "ellipsis_mask")?
                        .unwrap_or(0),
                )
            }

            #[inline]
            pub fn new_axis_mask(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(3, "StridedSliceOptions", "new_axis_mask")?
                        .unwrap_or(0),
                )
            }

            #[inline]
            pub fn shrink_axis_mask(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(4, "StridedSliceOptions", "shrink_axis_mask")?
                        .unwrap_or(0),
                )
            }

            #[inline]
            pub fn offset(&self) -> ::planus::Result<bool> {
                ::core::result::Result::Ok(
                    self.0
                        .access(5, "StridedSliceOptions", "offset")?
                        .unwrap_or(false),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for StridedSliceOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("StridedSliceOptionsRef");
                f.field("begin_mask", &self.begin_mask());
                f.field("end_mask", &self.end_mask());
                f.field("ellipsis_mask", &self.ellipsis_mask());
                f.field("new_axis_mask", &self.new_axis_mask());
                f.field("shrink_axis_mask", &self.shrink_axis_mask());
                f.field("offset", &self.offset());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<StridedSliceOptionsRef<'a>> for StridedSliceOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: StridedSliceOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    begin_mask: ::core::convert::TryInto::try_into(value.begin_mask()?)?,
                    end_mask: ::core::convert::TryInto::try_into(value.end_mask()?)?,
                    ellipsis_mask: ::core::convert::TryInto::try_into(value.ellipsis_mask()?)?,
                    new_axis_mask: ::core::convert::TryInto::try_into(value.new_axis_mask()?)?,
                    shrink_axis_mask: ::core::convert::TryInto::try_into(
                        value.shrink_axis_mask()?,
                    )?,
                    offset: ::core::convert::TryInto::try_into(value.offset()?)?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for StridedSliceOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for StridedSliceOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[StridedSliceOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<StridedSliceOptions>> for StridedSliceOptions {
            type Value = ::planus::Offset<StridedSliceOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<StridedSliceOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for StridedSliceOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[StridedSliceOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `SplitOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `SplitOptions` in the file `schema/tflite.fbs:420`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct SplitOptions {
            pub num_splits: i32,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for SplitOptions {
            fn default() -> Self {
                Self { num_splits: 0 }
            }
        }

        impl SplitOptions {
            /// Creates a [SplitOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> SplitOptionsBuilder<()> {
                SplitOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_num_splits: impl ::planus::WriteAsDefault<i32, i32>,
            ) -> ::planus::Offset<Self> {
                let prepared_num_splits = field_num_splits.prepare(builder, &0);

                let mut table_writer: ::planus::table_writer::TableWriter<6> =
                    ::core::default::Default::default();
                if prepared_num_splits.is_some() {
                    table_writer.write_entry::<i32>(0);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_num_splits) =
                            prepared_num_splits
                        {
                            object_writer.write::<_, _, 4>(&prepared_num_splits);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<SplitOptions>> for SplitOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SplitOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<SplitOptions>> for SplitOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<SplitOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<SplitOptions> for SplitOptions {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SplitOptions> {
                SplitOptions::create(builder, self.num_splits)
            }
        }

        /// Builder for serializing an instance of the [SplitOptions] type.
        ///
        /// Can be created using the [SplitOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct SplitOptionsBuilder<State>(State);

        impl SplitOptionsBuilder<()> {
            /// Setter for the [`num_splits` field](SplitOptions#structfield.num_splits).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn num_splits<T0>(self, value: T0) -> SplitOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<i32, i32>,
            {
                SplitOptionsBuilder((value,))
            }

            /// Sets the [`num_splits` field](SplitOptions#structfield.num_splits) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn num_splits_as_default(self) -> SplitOptionsBuilder<(::planus::DefaultValue,)> {
                self.num_splits(::planus::DefaultValue)
            }
        }

        impl<T0> SplitOptionsBuilder<(T0,)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [SplitOptions].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<SplitOptions>
            where
                Self: ::planus::WriteAsOffset<SplitOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>>
            ::planus::WriteAs<::planus::Offset<SplitOptions>> for SplitOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<SplitOptions>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SplitOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>>
            ::planus::WriteAsOptional<::planus::Offset<SplitOptions>>
            for SplitOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<SplitOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<SplitOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>> ::planus::WriteAsOffset<SplitOptions>
            for SplitOptionsBuilder<(T0,)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SplitOptions> {
                let (v0,) = &self.0;
                SplitOptions::create(builder, v0)
            }
        }

        /// Reference to a deserialized [SplitOptions].
        #[derive(Copy, Clone)]
        pub struct SplitOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> SplitOptionsRef<'a> {
            #[inline]
            pub fn num_splits(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0.access(0, "SplitOptions", "num_splits")?.unwrap_or(0),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for SplitOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("SplitOptionsRef");
                f.field("num_splits", &self.num_splits());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<SplitOptionsRef<'a>> for SplitOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: SplitOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    num_splits: ::core::convert::TryInto::try_into(value.num_splits()?)?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for SplitOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for SplitOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[SplitOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<SplitOptions>> for SplitOptions {
            type Value = ::planus::Offset<SplitOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<SplitOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for SplitOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[SplitOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `SplitVOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `SplitVOptions` in the file `schema/tflite.fbs:424`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct SplitVOptions {
            pub num_splits: i32,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for SplitVOptions {
            fn default() -> Self {
                Self { num_splits: 0 }
            }
        }

        impl SplitVOptions {
            /// Creates a [SplitVOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> SplitVOptionsBuilder<()> {
                SplitVOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_num_splits: impl ::planus::WriteAsDefault<i32, i32>,
            ) -> ::planus::Offset<Self> {
                let prepared_num_splits = field_num_splits.prepare(builder, &0);

                let mut table_writer: ::planus::table_writer::TableWriter<6> =
                    ::core::default::Default::default();
                if prepared_num_splits.is_some() {
                    table_writer.write_entry::<i32>(0);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_num_splits) =
                            prepared_num_splits
                        {
                            object_writer.write::<_, _, 4>(&prepared_num_splits);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<SplitVOptions>> for SplitVOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SplitVOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<SplitVOptions>> for SplitVOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<SplitVOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<SplitVOptions> for SplitVOptions {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SplitVOptions> {
                SplitVOptions::create(builder, self.num_splits)
            }
        }

        /// Builder for serializing an instance of the [SplitVOptions] type.
        ///
        /// Can be created using the [SplitVOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct SplitVOptionsBuilder<State>(State);

        impl SplitVOptionsBuilder<()> {
            /// Setter for the [`num_splits` field](SplitVOptions#structfield.num_splits).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn num_splits<T0>(self, value: T0) -> SplitVOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<i32, i32>,
            {
                SplitVOptionsBuilder((value,))
            }

            /// Sets the [`num_splits` field](SplitVOptions#structfield.num_splits) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn num_splits_as_default(self) -> SplitVOptionsBuilder<(::planus::DefaultValue,)> {
                self.num_splits(::planus::DefaultValue)
            }
        }

        impl<T0> SplitVOptionsBuilder<(T0,)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [SplitVOptions].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<SplitVOptions>
            where
                Self: ::planus::WriteAsOffset<SplitVOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>>
            ::planus::WriteAs<::planus::Offset<SplitVOptions>> for SplitVOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<SplitVOptions>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SplitVOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>>
            ::planus::WriteAsOptional<::planus::Offset<SplitVOptions>>
            for SplitVOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<SplitVOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<SplitVOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>> ::planus::WriteAsOffset<SplitVOptions>
            for SplitVOptionsBuilder<(T0,)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SplitVOptions> {
                let (v0,) = &self.0;
                SplitVOptions::create(builder, v0)
            }
        }

        /// Reference to a deserialized [SplitVOptions].
        #[derive(Copy, Clone)]
        pub struct SplitVOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> SplitVOptionsRef<'a> {
            #[inline]
            pub fn num_splits(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "SplitVOptions", "num_splits")?
                        .unwrap_or(0),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for SplitVOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("SplitVOptionsRef");
                f.field("num_splits", &self.num_splits());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<SplitVOptionsRef<'a>> for SplitVOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: SplitVOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    num_splits: ::core::convert::TryInto::try_into(value.num_splits()?)?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for SplitVOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for SplitVOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[SplitVOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<SplitVOptions>> for SplitVOptions {
            type Value = ::planus::Offset<SplitVOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<SplitVOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for SplitVOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[SplitVOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `PackOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `PackOptions` in the file `schema/tflite.fbs:428`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct PackOptions {
            pub values_count: i32,
            pub axis: i32,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for PackOptions {
            fn default() -> Self {
                Self {
                    values_count: 0,
                    axis: 0,
                }
            }
        }

        impl PackOptions {
            /// Creates a [PackOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> PackOptionsBuilder<()> {
                PackOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_values_count: impl ::planus::WriteAsDefault<i32, i32>,
                field_axis: impl ::planus::WriteAsDefault<i32, i32>,
            ) -> ::planus::Offset<Self> {
                let prepared_values_count = field_values_count.prepare(builder, &0);
                let prepared_axis = field_axis.prepare(builder, &0);

                let mut table_writer: ::planus::table_writer::TableWriter<8> =
                    ::core::default::Default::default();
                if prepared_values_count.is_some() {
                    table_writer.write_entry::<i32>(0);
                }
                if prepared_axis.is_some() {
                    table_writer.write_entry::<i32>(1);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_values_count) =
                            prepared_values_count
                        {
                            object_writer.write::<_, _, 4>(&prepared_values_count);
                        }
                        if let ::core::option::Option::Some(prepared_axis) = prepared_axis {
                            object_writer.write::<_, _, 4>(&prepared_axis);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<PackOptions>> for PackOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<PackOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<PackOptions>> for PackOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<PackOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<PackOptions> for PackOptions {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<PackOptions> {
                PackOptions::create(builder, self.values_count, self.axis)
            }
        }

        /// Builder for serializing an instance of the [PackOptions] type.
        ///
        /// Can be created using the [PackOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct PackOptionsBuilder<State>(State);

        impl PackOptionsBuilder<()> {
            /// Setter for the [`values_count` field](PackOptions#structfield.values_count).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn values_count<T0>(self, value: T0) -> PackOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<i32, i32>,
            {
                PackOptionsBuilder((value,))
            }

            /// Sets the [`values_count` field](PackOptions#structfield.values_count) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn values_count_as_default(self) -> PackOptionsBuilder<(::planus::DefaultValue,)> {
                self.values_count(::planus::DefaultValue)
            }
        }

        impl<T0> PackOptionsBuilder<(T0,)> {
            /// Setter for the [`axis` field](PackOptions#structfield.axis).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn axis<T1>(self, value: T1) -> PackOptionsBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0,) = self.0;
                PackOptionsBuilder((v0, value))
            }

            /// Sets the [`axis` field](PackOptions#structfield.axis) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn axis_as_default(self) -> PackOptionsBuilder<(T0, ::planus::DefaultValue)> {
                self.axis(::planus::DefaultValue)
            }
        }

        impl<T0, T1> PackOptionsBuilder<(T0, T1)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [PackOptions].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<PackOptions>
            where
                Self: ::planus::WriteAsOffset<PackOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>, T1: ::planus::WriteAsDefault<i32, i32>>
            ::planus::WriteAs<::planus::Offset<PackOptions>> for PackOptionsBuilder<(T0, T1)>
        {
            type Prepared = ::planus::Offset<PackOptions>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<PackOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>, T1: ::planus::WriteAsDefault<i32, i32>>
            ::planus::WriteAsOptional<::planus::Offset<PackOptions>>
            for PackOptionsBuilder<(T0, T1)>
        {
            type Prepared = ::planus::Offset<PackOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<PackOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>, T1: ::planus::WriteAsDefault<i32, i32>>
            ::planus::WriteAsOffset<PackOptions> for PackOptionsBuilder<(T0, T1)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<PackOptions> {
                let (v0, v1) = &self.0;
                PackOptions::create(builder, v0, v1)
            }
        }

        /// Reference to a deserialized [PackOptions].
        #[derive(Copy, Clone)]
        pub struct PackOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> PackOptionsRef<'a> {
            #[inline]
            pub fn values_count(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "PackOptions", "values_count")?
                        .unwrap_or(0),
                )
            }

            #[inline]
            pub fn axis(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(self.0.access(1, "PackOptions", "axis")?.unwrap_or(0))
            }
        }

        impl<'a> ::core::fmt::Debug for PackOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("PackOptionsRef");
                f.field("values_count", &self.values_count());
                f.field("axis", &self.axis());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<PackOptionsRef<'a>> for PackOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: PackOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    values_count: ::core::convert::TryInto::try_into(value.values_count()?)?,
                    axis: ::core::convert::TryInto::try_into(value.axis()?)?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for PackOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for PackOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[PackOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<PackOptions>> for PackOptions {
            type Value = ::planus::Offset<PackOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<PackOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for PackOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[PackOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `ArgMaxOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `ArgMaxOptions` in the file `schema/tflite.fbs:433`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct ArgMaxOptions {
            pub output_type: i8,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for ArgMaxOptions {
            fn default() -> Self {
                Self { output_type: 0 }
            }
        }

        impl ArgMaxOptions {
            /// Creates a [ArgMaxOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> ArgMaxOptionsBuilder<()> {
                ArgMaxOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_output_type: impl ::planus::WriteAsDefault<i8, i8>,
            ) -> ::planus::Offset<Self> {
                let prepared_output_type = field_output_type.prepare(builder, &0);

                let mut table_writer: ::planus::table_writer::TableWriter<6> =
                    ::core::default::Default::default();
                if prepared_output_type.is_some() {
                    table_writer.write_entry::<i8>(0);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_output_type) =
                            prepared_output_type
                        {
                            object_writer.write::<_, _, 1>(&prepared_output_type);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<ArgMaxOptions>> for ArgMaxOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<ArgMaxOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<ArgMaxOptions>> for ArgMaxOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<ArgMaxOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<ArgMaxOptions> for ArgMaxOptions {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<ArgMaxOptions> {
                ArgMaxOptions::create(builder, self.output_type)
            }
        }

        /// Builder for serializing an instance of the [ArgMaxOptions] type.
        ///
        /// Can be created using the [ArgMaxOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct ArgMaxOptionsBuilder<State>(State);

        impl ArgMaxOptionsBuilder<()> {
            /// Setter for the [`output_type` field](ArgMaxOptions#structfield.output_type).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn output_type<T0>(self, value: T0) -> ArgMaxOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<i8, i8>,
            {
                ArgMaxOptionsBuilder((value,))
            }

            /// Sets the [`output_type` field](ArgMaxOptions#structfield.output_type) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn output_type_as_default(self) -> ArgMaxOptionsBuilder<(::planus::DefaultValue,)> {
                self.output_type(::planus::DefaultValue)
            }
        }

        impl<T0> ArgMaxOptionsBuilder<(T0,)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [ArgMaxOptions].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<ArgMaxOptions>
            where
                Self: ::planus::WriteAsOffset<ArgMaxOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<i8, i8>>
            ::planus::WriteAs<::planus::Offset<ArgMaxOptions>> for ArgMaxOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<ArgMaxOptions>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<ArgMaxOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<i8, i8>>
            ::planus::WriteAsOptional<::planus::Offset<ArgMaxOptions>>
            for ArgMaxOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<ArgMaxOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<ArgMaxOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<T0: ::planus::WriteAsDefault<i8, i8>> ::planus::WriteAsOffset<ArgMaxOptions>
            for ArgMaxOptionsBuilder<(T0,)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<ArgMaxOptions> {
                let (v0,) = &self.0;
                ArgMaxOptions::create(builder, v0)
            }
        }

        /// Reference to a deserialized [ArgMaxOptions].
        #[derive(Copy, Clone)]
        pub struct ArgMaxOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> ArgMaxOptionsRef<'a> {
            #[inline]
            pub fn output_type(&self) -> ::planus::Result<i8> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "ArgMaxOptions", "output_type")?
                        .unwrap_or(0),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for ArgMaxOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("ArgMaxOptionsRef");
                f.field("output_type", &self.output_type());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<ArgMaxOptionsRef<'a>> for ArgMaxOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: ArgMaxOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    output_type: ::core::convert::TryInto::try_into(value.output_type()?)?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for ArgMaxOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for ArgMaxOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[ArgMaxOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<ArgMaxOptions>> for ArgMaxOptions {
            type Value = ::planus::Offset<ArgMaxOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<ArgMaxOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for ArgMaxOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[ArgMaxOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `ArgMinOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `ArgMinOptions` in the file `schema/tflite.fbs:437`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct ArgMinOptions {
            pub output_type: i8,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for ArgMinOptions {
            fn default() -> Self {
                Self { output_type: 0 }
            }
        }

        impl ArgMinOptions {
            /// Creates a [ArgMinOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> ArgMinOptionsBuilder<()> {
                ArgMinOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_output_type: impl ::planus::WriteAsDefault<i8, i8>,
            ) -> ::planus::Offset<Self> {
                let prepared_output_type = field_output_type.prepare(builder, &0);

                let mut table_writer: ::planus::table_writer::TableWriter<6> =
                    ::core::default::Default::default();
                if prepared_output_type.is_some() {
                    table_writer.write_entry::<i8>(0);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_output_type) =
                            prepared_output_type
                        {
                            object_writer.write::<_, _, 1>(&prepared_output_type);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<ArgMinOptions>> for ArgMinOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<ArgMinOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<ArgMinOptions>> for ArgMinOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<ArgMinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<ArgMinOptions> for ArgMinOptions {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<ArgMinOptions> {
                ArgMinOptions::create(builder, self.output_type)
            }
        }

        /// Builder for serializing an instance of the [ArgMinOptions] type.
        ///
        /// Can be created using the [ArgMinOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct ArgMinOptionsBuilder<State>(State);

        impl ArgMinOptionsBuilder<()> {
            /// Setter for the [`output_type` field](ArgMinOptions#structfield.output_type).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn output_type<T0>(self, value: T0) -> ArgMinOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<i8, i8>,
            {
                ArgMinOptionsBuilder((value,))
            }

            /// Sets the [`output_type` field](ArgMinOptions#structfield.output_type) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn output_type_as_default(self) -> ArgMinOptionsBuilder<(::planus::DefaultValue,)> {
                self.output_type(::planus::DefaultValue)
            }
        }

        impl<T0> ArgMinOptionsBuilder<(T0,)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [ArgMinOptions].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<ArgMinOptions>
            where
                Self: ::planus::WriteAsOffset<ArgMinOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<i8, i8>>
            ::planus::WriteAs<::planus::Offset<ArgMinOptions>> for ArgMinOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<ArgMinOptions>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<ArgMinOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<i8, i8>>
            ::planus::WriteAsOptional<::planus::Offset<ArgMinOptions>>
            for ArgMinOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<ArgMinOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<ArgMinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<T0: ::planus::WriteAsDefault<i8, i8>> ::planus::WriteAsOffset<ArgMinOptions>
            for ArgMinOptionsBuilder<(T0,)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<ArgMinOptions> {
                let (v0,) = &self.0;
                ArgMinOptions::create(builder, v0)
            }
        }

        /// Reference to a deserialized [ArgMinOptions].
        #[derive(Copy, Clone)]
        pub struct ArgMinOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> ArgMinOptionsRef<'a> {
            #[inline]
            pub fn output_type(&self) -> ::planus::Result<i8> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "ArgMinOptions", "output_type")?
                        .unwrap_or(0),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for ArgMinOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("ArgMinOptionsRef");
                f.field("output_type", &self.output_type());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<ArgMinOptionsRef<'a>> for ArgMinOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: ArgMinOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    output_type: ::core::convert::TryInto::try_into(value.output_type()?)?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for ArgMinOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for ArgMinOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[ArgMinOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<ArgMinOptions>> for ArgMinOptions {
            type Value = ::planus::Offset<ArgMinOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<ArgMinOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for ArgMinOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[ArgMinOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `BatchMatMulOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `BatchMatMulOptions` in the file `schema/tflite.fbs:441`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct BatchMatMulOptions {
            pub adj_x: bool,
            pub adj_y: bool,
            pub asymmetric_quantize_inputs: bool,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for BatchMatMulOptions {
            fn default() -> Self {
                Self {
                    adj_x: false,
                    adj_y: false,
                    asymmetric_quantize_inputs: false,
                }
            }
        }

        impl BatchMatMulOptions {
            /// Creates a [BatchMatMulOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> BatchMatMulOptionsBuilder<()> {
                BatchMatMulOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_adj_x: impl ::planus::WriteAsDefault<bool, bool>,
                field_adj_y: impl ::planus::WriteAsDefault<bool, bool>,
                field_asymmetric_quantize_inputs: impl ::planus::WriteAsDefault<bool, bool>,
            ) -> ::planus::Offset<Self> {
                let prepared_adj_x = field_adj_x.prepare(builder, &false);
                let prepared_adj_y = field_adj_y.prepare(builder, &false);
                let prepared_asymmetric_quantize_inputs =
                    field_asymmetric_quantize_inputs.prepare(builder, &false);

                let mut table_writer: ::planus::table_writer::TableWriter<10> =
                    ::core::default::Default::default();
                if prepared_adj_x.is_some() {
                    table_writer.write_entry::<bool>(0);
                }
                if prepared_adj_y.is_some() {
                    table_writer.write_entry::<bool>(1);
                }
                if prepared_asymmetric_quantize_inputs.is_some() {
                    table_writer.write_entry::<bool>(2);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_adj_x) = prepared_adj_x {
                            object_writer.write::<_, _, 1>(&prepared_adj_x);
                        }
                        if let ::core::option::Option::Some(prepared_adj_y) = prepared_adj_y {
                            object_writer.write::<_, _, 1>(&prepared_adj_y);
                        }
                        if let ::core::option::Option::Some(prepared_asymmetric_quantize_inputs) =
                            prepared_asymmetric_quantize_inputs
                        {
                            object_writer.write::<_, _, 1>(&prepared_asymmetric_quantize_inputs);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<BatchMatMulOptions>> for BatchMatMulOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<BatchMatMulOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<BatchMatMulOptions>> for BatchMatMulOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<BatchMatMulOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<BatchMatMulOptions> for BatchMatMulOptions {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<BatchMatMulOptions> {
                BatchMatMulOptions::create(
                    builder,
                    self.adj_x,
                    self.adj_y,
                    self.asymmetric_quantize_inputs,
                )
            }
        }

        /// Builder for serializing an instance of the [BatchMatMulOptions] type.
        ///
        /// Can be created using the [BatchMatMulOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct BatchMatMulOptionsBuilder<State>(State);

        impl BatchMatMulOptionsBuilder<()> {
            /// Setter for the [`adj_x` field](BatchMatMulOptions#structfield.adj_x).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn adj_x<T0>(self, value: T0) -> BatchMatMulOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<bool, bool>,
            {
                BatchMatMulOptionsBuilder((value,))
            }

            /// Sets the [`adj_x` field](BatchMatMulOptions#structfield.adj_x) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn adj_x_as_default(self) -> BatchMatMulOptionsBuilder<(::planus::DefaultValue,)> {
                self.adj_x(::planus::DefaultValue)
            }
        }

        impl<T0> BatchMatMulOptionsBuilder<(T0,)> {
            /// Setter for the [`adj_y` field](BatchMatMulOptions#structfield.adj_y).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn adj_y<T1>(self, value: T1) -> BatchMatMulOptionsBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsDefault<bool, bool>,
            {
                let (v0,) = self.0;
                BatchMatMulOptionsBuilder((v0, value))
            }

            /// Sets the [`adj_y` field](BatchMatMulOptions#structfield.adj_y) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn adj_y_as_default(
                self,
            ) -> BatchMatMulOptionsBuilder<(T0, ::planus::DefaultValue)> {
                self.adj_y(::planus::DefaultValue)
            }
        }

        impl<T0, T1> BatchMatMulOptionsBuilder<(T0, T1)> {
            /// Setter for the [`asymmetric_quantize_inputs` field](BatchMatMulOptions#structfield.asymmetric_quantize_inputs).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn asymmetric_quantize_inputs<T2>(
                self,
                value: T2,
            ) -> BatchMatMulOptionsBuilder<(T0, T1, T2)>
            where
                T2: ::planus::WriteAsDefault<bool, bool>,
            {
                let (v0, v1) = self.0;
                BatchMatMulOptionsBuilder((v0, v1, value))
            }

            /// Sets the [`asymmetric_quantize_inputs` field](BatchMatMulOptions#structfield.asymmetric_quantize_inputs) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn asymmetric_quantize_inputs_as_default(
                self,
            ) -> BatchMatMulOptionsBuilder<(T0, T1, ::planus::DefaultValue)> {
                self.asymmetric_quantize_inputs(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2> BatchMatMulOptionsBuilder<(T0, T1, T2)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [BatchMatMulOptions].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<BatchMatMulOptions>
            where
                Self: ::planus::WriteAsOffset<BatchMatMulOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<bool, bool>,
                T1: ::planus::WriteAsDefault<bool, bool>,
                T2: ::planus::WriteAsDefault<bool, bool>,
            > ::planus::WriteAs<::planus::Offset<BatchMatMulOptions>>
            for BatchMatMulOptionsBuilder<(T0, T1, T2)>
        {
            type Prepared = ::planus::Offset<BatchMatMulOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<BatchMatMulOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<bool, bool>,
                T1: ::planus::WriteAsDefault<bool, bool>,
                T2: ::planus::WriteAsDefault<bool, bool>,
            > ::planus::WriteAsOptional<::planus::Offset<BatchMatMulOptions>>
            for BatchMatMulOptionsBuilder<(T0, T1, T2)>
        {
            type Prepared = ::planus::Offset<BatchMatMulOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<BatchMatMulOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<bool, bool>,
                T1: ::planus::WriteAsDefault<bool, bool>,
                T2: ::planus::WriteAsDefault<bool, bool>,
            > ::planus::WriteAsOffset<BatchMatMulOptions>
            for BatchMatMulOptionsBuilder<(T0, T1, T2)>
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<BatchMatMulOptions> {
                let (v0, v1, v2) = &self.0;
                BatchMatMulOptions::create(builder, v0, v1, v2)
            }
        }

        /// Reference to a deserialized [BatchMatMulOptions].
        #[derive(Copy, Clone)]
        pub struct BatchMatMulOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> BatchMatMulOptionsRef<'a> {
            #[inline]
            pub fn adj_x(&self) -> ::planus::Result<bool> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "BatchMatMulOptions", "adj_x")?
                        .unwrap_or(false),
                )
            }

            #[inline]
            pub fn adj_y(&self) -> ::planus::Result<bool> {
                ::core::result::Result::Ok(
                    self.0
                        .access(1, "BatchMatMulOptions", "adj_y")?
                        .unwrap_or(false),
                )
            }

            #[inline]
            pub fn asymmetric_quantize_inputs(&self) -> ::planus::Result<bool> {
                ::core::result::Result::Ok(
                    self.0
                        .access(2, "BatchMatMulOptions", "asymmetric_quantize_inputs")?
                        .unwrap_or(false),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for BatchMatMulOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("BatchMatMulOptionsRef");
                f.field("adj_x", &self.adj_x());
                f.field("adj_y", &self.adj_y());
                f.field(
                    "asymmetric_quantize_inputs",
                    &self.asymmetric_quantize_inputs(),
                );
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<BatchMatMulOptionsRef<'a>> for BatchMatMulOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: BatchMatMulOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    adj_x: ::core::convert::TryInto::try_into(value.adj_x()?)?,
                    adj_y: ::core::convert::TryInto::try_into(value.adj_y()?)?,
                    asymmetric_quantize_inputs: ::core::convert::TryInto::try_into(
                        value.asymmetric_quantize_inputs()?,
                    )?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for BatchMatMulOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for BatchMatMulOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[BatchMatMulOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<BatchMatMulOptions>> for BatchMatMulOptions {
            type Value = ::planus::Offset<BatchMatMulOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<BatchMatMulOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for BatchMatMulOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[BatchMatMulOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `ResizeBilinearOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `ResizeBilinearOptions` in the file `schema/tflite.fbs:447`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct ResizeBilinearOptions {
            pub new_height: i32,
            pub new_width: i32,
            pub align_corners: bool,
            pub half_pixel_centers: bool,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for ResizeBilinearOptions {
            fn default() -> Self {
                Self {
                    new_height: 0,
                    new_width: 0,
                    align_corners: false,
                    half_pixel_centers: false,
                }
            }
        }

        impl ResizeBilinearOptions {
            /// Creates a [ResizeBilinearOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> ResizeBilinearOptionsBuilder<()> {
                ResizeBilinearOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_new_height: impl ::planus::WriteAsDefault<i32, i32>,
                field_new_width: impl ::planus::WriteAsDefault<i32, i32>,
                field_align_corners: impl ::planus::WriteAsDefault<bool, bool>,
                field_half_pixel_centers: impl ::planus::WriteAsDefault<bool, bool>,
            ) -> ::planus::Offset<Self> {
                let prepared_new_height = field_new_height.prepare(builder, &0);
                let prepared_new_width = field_new_width.prepare(builder, &0);
                let prepared_align_corners = field_align_corners.prepare(builder, &false);
                let prepared_half_pixel_centers = field_half_pixel_centers.prepare(builder, &false);

                let mut table_writer: ::planus::table_writer::TableWriter<12> =
                    ::core::default::Default::default();
                if prepared_new_height.is_some() {
                    table_writer.write_entry::<i32>(0);
                }
                if prepared_new_width.is_some() {
                    table_writer.write_entry::<i32>(1);
                }
                if prepared_align_corners.is_some() {
                    table_writer.write_entry::<bool>(2);
                }
                if prepared_half_pixel_centers.is_some() {
                    table_writer.write_entry::<bool>(3);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_new_height) =
                            prepared_new_height
                        {
                            object_writer.write::<_, _, 4>(&prepared_new_height);
                        }
                        if let ::core::option::Option::Some(prepared_new_width) = prepared_new_width
                        {
                            object_writer.write::<_, _, 4>(&prepared_new_width);
                        }
                        if let ::core::option::Option::Some(prepared_align_corners) =
                            prepared_align_corners
                        {
                            object_writer.write::<_, _, 1>(&prepared_align_corners);
                        }
                        if let ::core::option::Option::Some(prepared_half_pixel_centers) =
                            prepared_half_pixel_centers
                        {
                            object_writer.write::<_, _, 1>(&prepared_half_pixel_centers);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<ResizeBilinearOptions>> for ResizeBilinearOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<ResizeBilinearOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<ResizeBilinearOptions>> for ResizeBilinearOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<ResizeBilinearOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<ResizeBilinearOptions> for ResizeBilinearOptions {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<ResizeBilinearOptions> {
                ResizeBilinearOptions::create(
                    builder,
                    self.new_height,
                    self.new_width,
                    self.align_corners,
                    self.half_pixel_centers,
                )
            }
        }

        /// Builder for serializing an instance of the [ResizeBilinearOptions] type.
        ///
        /// Can be created using the [ResizeBilinearOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct ResizeBilinearOptionsBuilder<State>(State);

        impl ResizeBilinearOptionsBuilder<()> {
            /// Setter for the [`new_height` field](ResizeBilinearOptions#structfield.new_height).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn new_height<T0>(self, value: T0) -> ResizeBilinearOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<i32, i32>,
            {
                ResizeBilinearOptionsBuilder((value,))
            }

            /// Sets the [`new_height` field](ResizeBilinearOptions#structfield.new_height) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn new_height_as_default(
                self,
            ) -> ResizeBilinearOptionsBuilder<(::planus::DefaultValue,)> {
                self.new_height(::planus::DefaultValue)
            }
        }

        impl<T0> ResizeBilinearOptionsBuilder<(T0,)> {
            /// Setter for the [`new_width` field](ResizeBilinearOptions#structfield.new_width).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn new_width<T1>(self, value: T1) -> ResizeBilinearOptionsBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0,) = self.0;
                ResizeBilinearOptionsBuilder((v0, value))
            }

            /// Sets the [`new_width` field](ResizeBilinearOptions#structfield.new_width) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn new_width_as_default(
                self,
            ) -> ResizeBilinearOptionsBuilder<(T0, ::planus::DefaultValue)> {
                self.new_width(::planus::DefaultValue)
            }
        }

        impl<T0, T1> ResizeBilinearOptionsBuilder<(T0, T1)> {
            /// Setter for the [`align_corners` field](ResizeBilinearOptions#structfield.align_corners).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn align_corners<T2>(self, value: T2) -> ResizeBilinearOptionsBuilder<(T0, T1, T2)>
            where
                T2: ::planus::WriteAsDefault<bool, bool>,
            {
                let (v0, v1) = self.0;
                ResizeBilinearOptionsBuilder((v0, v1, value))
            }

            /// Sets the [`align_corners` field](ResizeBilinearOptions#structfield.align_corners) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn align_corners_as_default(
                self,
            ) -> ResizeBilinearOptionsBuilder<(T0, T1, ::planus::DefaultValue)> {
                self.align_corners(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2> ResizeBilinearOptionsBuilder<(T0, T1, T2)> {
            /// Setter for the [`half_pixel_centers` field](ResizeBilinearOptions#structfield.half_pixel_centers).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn half_pixel_centers<T3>(
                self,
                value: T3,
            ) -> ResizeBilinearOptionsBuilder<(T0, T1, T2, T3)>
            where
                T3: ::planus::WriteAsDefault<bool, bool>,
            {
                let (v0, v1, v2) = self.0;
                ResizeBilinearOptionsBuilder((v0, v1, v2, value))
            }

            /// Sets the [`half_pixel_centers` field](ResizeBilinearOptions#structfield.half_pixel_centers) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn half_pixel_centers_as_default(
                self,
            ) -> ResizeBilinearOptionsBuilder<(T0, T1, T2, ::planus::DefaultValue)> {
                self.half_pixel_centers(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3> ResizeBilinearOptionsBuilder<(T0, T1, T2, T3)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [ResizeBilinearOptions].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<ResizeBilinearOptions>
            where
                Self: ::planus::WriteAsOffset<ResizeBilinearOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<i32, i32>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsDefault<bool, bool>,
                T3: ::planus::WriteAsDefault<bool, bool>,
            > ::planus::WriteAs<::planus::Offset<ResizeBilinearOptions>>
            for ResizeBilinearOptionsBuilder<(T0, T1, T2, T3)>
        {
            type Prepared = ::planus::Offset<ResizeBilinearOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<ResizeBilinearOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<i32, i32>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsDefault<bool, bool>,
                T3: ::planus::WriteAsDefault<bool, bool>,
            > ::planus::WriteAsOptional<::planus::Offset<ResizeBilinearOptions>>
            for ResizeBilinearOptionsBuilder<(T0, T1, T2, T3)>
        {
            type Prepared = ::planus::Offset<ResizeBilinearOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<ResizeBilinearOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<i32, i32>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsDefault<bool, bool>,
                T3: ::planus::WriteAsDefault<bool, bool>,
            > ::planus::WriteAsOffset<ResizeBilinearOptions>
            for ResizeBilinearOptionsBuilder<(T0, T1, T2, T3)>
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<ResizeBilinearOptions> {
                let (v0, v1, v2, v3) = &self.0;
                ResizeBilinearOptions::create(builder, v0, v1, v2, v3)
            }
        }

        /// Reference to a deserialized [ResizeBilinearOptions].
        #[derive(Copy, Clone)]
        pub struct ResizeBilinearOptionsRef<'a>(
            #[allow(dead_code)] ::planus::table_reader::Table<'a>,
        );

        impl<'a> ResizeBilinearOptionsRef<'a> {
            #[inline]
            pub fn new_height(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "ResizeBilinearOptions", "new_height")?
                        .unwrap_or(0),
                )
            }

            #[inline]
            pub fn new_width(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(1, "ResizeBilinearOptions", "new_width")?
                        .unwrap_or(0),
                )
            }

            #[inline]
            pub fn align_corners(&self) -> ::planus::Result<bool> {
                ::core::result::Result::Ok(
                    self.0
                        .access(2, "ResizeBilinearOptions", "align_corners")?
                        .unwrap_or(false),
                )
            }

            #[inline]
            pub fn half_pixel_centers(&self) -> ::planus::Result<bool> {
                ::core::result::Result::Ok(
                    self.0
                        .access(3, "ResizeBilinearOptions", "half_pixel_centers")?
                        .unwrap_or(false),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for ResizeBilinearOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("ResizeBilinearOptionsRef");
                f.field("new_height", &self.new_height());
                f.field("new_width", &self.new_width());
                f.field("align_corners", &self.align_corners());
                f.field("half_pixel_centers", &self.half_pixel_centers());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<ResizeBilinearOptionsRef<'a>> for ResizeBilinearOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: ResizeBilinearOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    new_height: ::core::convert::TryInto::try_into(value.new_height()?)?,
                    new_width: ::core::convert::TryInto::try_into(value.new_width()?)?,
                    align_corners: ::core::convert::TryInto::try_into(value.align_corners()?)?,
                    half_pixel_centers: ::core::convert::TryInto::try_into(
                        value.half_pixel_centers()?,
                    )?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for ResizeBilinearOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for ResizeBilinearOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[ResizeBilinearOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<ResizeBilinearOptions>>
            for ResizeBilinearOptions
        {
            type Value = ::planus::Offset<ResizeBilinearOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<ResizeBilinearOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for ResizeBilinearOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[ResizeBilinearOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `ResizeNearestNeighborOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `ResizeNearestNeighborOptions` in the file `schema/tflite.fbs:454`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct ResizeNearestNeighborOptions {
            pub align_corners: bool,
            pub half_pixel_centers: bool,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for ResizeNearestNeighborOptions {
            fn default() -> Self {
                Self {
                    align_corners: false,
                    half_pixel_centers: false,
                }
            }
        }

        impl ResizeNearestNeighborOptions {
            /// Creates a [ResizeNearestNeighborOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> ResizeNearestNeighborOptionsBuilder<()> {
                ResizeNearestNeighborOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_align_corners: impl ::planus::WriteAsDefault<bool, bool>,
                field_half_pixel_centers: impl ::planus::WriteAsDefault<bool, bool>,
            ) -> ::planus::Offset<Self> {
                let prepared_align_corners = field_align_corners.prepare(builder, &false);
                let prepared_half_pixel_centers = field_half_pixel_centers.prepare(builder, &false);

                let mut table_writer: ::planus::table_writer::TableWriter<8> =
                    ::core::default::Default::default();
                if prepared_align_corners.is_some() {
                    table_writer.write_entry::<bool>(0);
                }
                if prepared_half_pixel_centers.is_some() {
                    table_writer.write_entry::<bool>(1);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_align_corners) =
                            prepared_align_corners
                        {
                            object_writer.write::<_, _, 1>(&prepared_align_corners);
                        }
                        if let ::core::option::Option::Some(prepared_half_pixel_centers) =
                            prepared_half_pixel_centers
                        {
                            object_writer.write::<_, _, 1>(&prepared_half_pixel_centers);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<ResizeNearestNeighborOptions>>
            for ResizeNearestNeighborOptions
        {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<ResizeNearestNeighborOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<ResizeNearestNeighborOptions>>
            for ResizeNearestNeighborOptions
        {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<ResizeNearestNeighborOptions>>
            {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<ResizeNearestNeighborOptions> for ResizeNearestNeighborOptions {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<ResizeNearestNeighborOptions> {
                ResizeNearestNeighborOptions::create(
                    builder,
                    self.align_corners,
                    self.half_pixel_centers,
                )
            }
        }

        /// Builder for serializing an instance of the [ResizeNearestNeighborOptions] type.
        ///
        /// Can be created using the [ResizeNearestNeighborOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct ResizeNearestNeighborOptionsBuilder<State>(State);

        impl ResizeNearestNeighborOptionsBuilder<()> {
            /// Setter for the [`align_corners` field](ResizeNearestNeighborOptions#structfield.align_corners).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn align_corners<T0>(self, value: T0) -> ResizeNearestNeighborOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<bool, bool>,
            {
                ResizeNearestNeighborOptionsBuilder((value,))
            }

            /// Sets the [`align_corners` field](ResizeNearestNeighborOptions#structfield.align_corners) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn align_corners_as_default(
                self,
            ) -> ResizeNearestNeighborOptionsBuilder<(::planus::DefaultValue,)> {
                self.align_corners(::planus::DefaultValue)
            }
        }

        impl<T0> ResizeNearestNeighborOptionsBuilder<(T0,)> {
            /// Setter for the [`half_pixel_centers` field](ResizeNearestNeighborOptions#structfield.half_pixel_centers).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn half_pixel_centers<T1>(
                self,
                value: T1,
            ) -> ResizeNearestNeighborOptionsBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsDefault<bool, bool>,
            {
                let (v0,) = self.0;
                ResizeNearestNeighborOptionsBuilder((v0, value))
            }

            /// Sets the [`half_pixel_centers` field](ResizeNearestNeighborOptions#structfield.half_pixel_centers) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn half_pixel_centers_as_default(
                self,
            ) -> ResizeNearestNeighborOptionsBuilder<(T0, ::planus::DefaultValue)> {
                self.half_pixel_centers(::planus::DefaultValue)
            }
        }

        impl<T0, T1> ResizeNearestNeighborOptionsBuilder<(T0, T1)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [ResizeNearestNeighborOptions].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<ResizeNearestNeighborOptions>
            where
                Self: ::planus::WriteAsOffset<ResizeNearestNeighborOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<bool, bool>,
                T1: ::planus::WriteAsDefault<bool, bool>,
            > ::planus::WriteAs<::planus::Offset<ResizeNearestNeighborOptions>>
            for ResizeNearestNeighborOptionsBuilder<(T0, T1)>
        {
            type Prepared = ::planus::Offset<ResizeNearestNeighborOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<ResizeNearestNeighborOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<bool, bool>,
                T1: ::planus::WriteAsDefault<bool, bool>,
            > ::planus::WriteAsOptional<::planus::Offset<ResizeNearestNeighborOptions>>
            for ResizeNearestNeighborOptionsBuilder<(T0, T1)>
        {
            type Prepared = ::planus::Offset<ResizeNearestNeighborOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<ResizeNearestNeighborOptions>>
            {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<bool, bool>,
                T1: ::planus::WriteAsDefault<bool, bool>,
            > ::planus::WriteAsOffset<ResizeNearestNeighborOptions>
            for ResizeNearestNeighborOptionsBuilder<(T0, T1)>
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<ResizeNearestNeighborOptions> {
                let (v0, v1) = &self.0;
                ResizeNearestNeighborOptions::create(builder, v0, v1)
            }
        }

        /// Reference to a deserialized [ResizeNearestNeighborOptions].
        #[derive(Copy, Clone)]
        pub struct ResizeNearestNeighborOptionsRef<'a>(
            #[allow(dead_code)] ::planus::table_reader::Table<'a>,
        );

        impl<'a> ResizeNearestNeighborOptionsRef<'a> {
            #[inline]
            pub fn align_corners(&self) -> ::planus::Result<bool> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "ResizeNearestNeighborOptions", "align_corners")?
                        .unwrap_or(false),
                )
            }

            #[inline]
            pub fn half_pixel_centers(&self) -> ::planus::Result<bool> {
                ::core::result::Result::Ok(
                    self.0
                        .access(1, "ResizeNearestNeighborOptions", "half_pixel_centers")?
                        .unwrap_or(false),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for ResizeNearestNeighborOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("ResizeNearestNeighborOptionsRef");
                f.field("align_corners", &self.align_corners());
                f.field("half_pixel_centers", &self.half_pixel_centers());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<ResizeNearestNeighborOptionsRef<'a>>
            for ResizeNearestNeighborOptions
        {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: ResizeNearestNeighborOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    align_corners: ::core::convert::TryInto::try_into(value.align_corners()?)?,
                    half_pixel_centers: ::core::convert::TryInto::try_into(
                        value.half_pixel_centers()?,
                    )?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for ResizeNearestNeighborOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for ResizeNearestNeighborOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[ResizeNearestNeighborOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<ResizeNearestNeighborOptions>>
            for ResizeNearestNeighborOptions
        {
            type Value = ::planus::Offset<ResizeNearestNeighborOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<ResizeNearestNeighborOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for ResizeNearestNeighborOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[ResizeNearestNeighborOptionsRef]",
                        "read_as_root",
                        0,
                    )
                })
            }
        }

        /// The table `LeakyReluOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `LeakyReluOptions` in the file `schema/tflite.fbs:459`
        #[derive(Clone, Debug, PartialEq, PartialOrd, ::serde::Serialize, ::serde::Deserialize)]
        pub struct LeakyReluOptions {
            pub alpha: f32,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for LeakyReluOptions {
            fn default() -> Self {
                Self { alpha: 0.0 }
            }
        }

        impl LeakyReluOptions {
            /// Creates a [LeakyReluOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> LeakyReluOptionsBuilder<()> {
                LeakyReluOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_alpha: impl ::planus::WriteAsDefault<f32, f32>,
            ) -> ::planus::Offset<Self> {
                let prepared_alpha = field_alpha.prepare(builder, &0.0);

                let mut table_writer: ::planus::table_writer::TableWriter<6> =
                    ::core::default::Default::default();
                if prepared_alpha.is_some() {
                    table_writer.write_entry::<f32>(0);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_alpha) = prepared_alpha {
                            object_writer.write::<_, _, 4>(&prepared_alpha);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<LeakyReluOptions>> for LeakyReluOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<LeakyReluOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<LeakyReluOptions>> for LeakyReluOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<LeakyReluOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<LeakyReluOptions> for LeakyReluOptions {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<LeakyReluOptions> {
                LeakyReluOptions::create(builder, self.alpha)
            }
        }

        /// Builder for serializing an instance of the [LeakyReluOptions] type.
        ///
        /// Can be created using the [LeakyReluOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct LeakyReluOptionsBuilder<State>(State);

        impl LeakyReluOptionsBuilder<()> {
            /// Setter for the [`alpha` field](LeakyReluOptions#structfield.alpha).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn alpha<T0>(self, value: T0) -> LeakyReluOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<f32, f32>,
            {
                LeakyReluOptionsBuilder((value,))
            }

            /// Sets the [`alpha` field](LeakyReluOptions#structfield.alpha) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn alpha_as_default(self) -> LeakyReluOptionsBuilder<(::planus::DefaultValue,)> {
                self.alpha(::planus::DefaultValue)
            }
        }

        impl<T0> LeakyReluOptionsBuilder<(T0,)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [LeakyReluOptions].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<LeakyReluOptions>
            where
                Self: ::planus::WriteAsOffset<LeakyReluOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<f32, f32>>
            ::planus::WriteAs<::planus::Offset<LeakyReluOptions>>
            for LeakyReluOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<LeakyReluOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<LeakyReluOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<f32, f32>>
            ::planus::WriteAsOptional<::planus::Offset<LeakyReluOptions>>
            for LeakyReluOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<LeakyReluOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<LeakyReluOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<T0: ::planus::WriteAsDefault<f32, f32>> ::planus::WriteAsOffset<LeakyReluOptions>
            for LeakyReluOptionsBuilder<(T0,)>
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<LeakyReluOptions> {
                let (v0,) = &self.0;
                LeakyReluOptions::create(builder, v0)
            }
        }

        /// Reference to a deserialized [LeakyReluOptions].
        #[derive(Copy, Clone)]
        pub struct LeakyReluOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> LeakyReluOptionsRef<'a> {
            #[inline]
            pub fn alpha(&self) -> ::planus::Result<f32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "LeakyReluOptions", "alpha")?
                        .unwrap_or(0.0),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for LeakyReluOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("LeakyReluOptionsRef");
                f.field("alpha", &self.alpha());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<LeakyReluOptionsRef<'a>> for LeakyReluOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: LeakyReluOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    alpha: ::core::convert::TryInto::try_into(value.alpha()?)?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for LeakyReluOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for LeakyReluOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[LeakyReluOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<LeakyReluOptions>> for LeakyReluOptions {
            type Value = ::planus::Offset<LeakyReluOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<LeakyReluOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for LeakyReluOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[LeakyReluOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `GeluOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `GeluOptions` in the file `schema/tflite.fbs:463`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct GeluOptions {
            pub approximate: bool,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for GeluOptions {
            fn default() -> Self {
                Self { approximate: false }
            }
        }

        impl GeluOptions {
            /// Creates a [GeluOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> GeluOptionsBuilder<()> {
                GeluOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_approximate: impl ::planus::WriteAsDefault<bool, bool>,
            ) -> ::planus::Offset<Self> {
                let prepared_approximate = field_approximate.prepare(builder, &false);

                let mut table_writer: ::planus::table_writer::TableWriter<6> =
                    ::core::default::Default::default();
                if prepared_approximate.is_some() {
                    table_writer.write_entry::<bool>(0);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_approximate) =
                            prepared_approximate
                        {
                            object_writer.write::<_, _, 1>(&prepared_approximate);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<GeluOptions>> for GeluOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<GeluOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<GeluOptions>> for GeluOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<GeluOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<GeluOptions> for GeluOptions {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<GeluOptions> {
                GeluOptions::create(builder, self.approximate)
            }
        }

        /// Builder for serializing an instance of the [GeluOptions] type.
        ///
        /// Can be created using the [GeluOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct GeluOptionsBuilder<State>(State);

        impl GeluOptionsBuilder<()> {
            /// Setter for the [`approximate` field](GeluOptions#structfield.approximate).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn approximate<T0>(self, value: T0) -> GeluOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<bool, bool>,
            {
                GeluOptionsBuilder((value,))
            }

            /// Sets the [`approximate` field](GeluOptions#structfield.approximate) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn approximate_as_default(self) -> GeluOptionsBuilder<(::planus::DefaultValue,)> {
                self.approximate(::planus::DefaultValue)
            }
        }

        impl<T0> GeluOptionsBuilder<(T0,)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [GeluOptions].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<GeluOptions>
            where
                Self: ::planus::WriteAsOffset<GeluOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<bool, bool>>
            ::planus::WriteAs<::planus::Offset<GeluOptions>> for GeluOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<GeluOptions>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<GeluOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<bool, bool>>
            ::planus::WriteAsOptional<::planus::Offset<GeluOptions>> for GeluOptionsBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<GeluOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<GeluOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<T0: ::planus::WriteAsDefault<bool, bool>> ::planus::WriteAsOffset<GeluOptions>
            for GeluOptionsBuilder<(T0,)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<GeluOptions> {
                let (v0,) = &self.0;
                GeluOptions::create(builder, v0)
            }
        }

        /// Reference to a deserialized [GeluOptions].
        #[derive(Copy, Clone)]
        pub struct GeluOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> GeluOptionsRef<'a> {
            #[inline]
            pub fn approximate(&self) -> ::planus::Result<bool> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "GeluOptions", "approximate")?
                        .unwrap_or(false),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for GeluOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("GeluOptionsRef");
                f.field("approximate", &self.approximate());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<GeluOptionsRef<'a>> for GeluOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: GeluOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    approximate: ::core::convert::TryInto::try_into(value.approximate()?)?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for GeluOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for GeluOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[GeluOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<GeluOptions>> for GeluOptions {
            type Value = ::planus::Offset<GeluOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<GeluOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for GeluOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[GeluOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `TransposeConvOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `TransposeConvOptions` in the file `schema/tflite.fbs:467`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct TransposeConvOptions {
            pub padding: self::Padding,
            pub stride_w: i32,
            pub stride_h: i32,
            pub fused_activation_function: self::ActivationFunctionType,
            pub quantized_bias_type: i8,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for TransposeConvOptions {
            fn default() -> Self {
                Self {
                    padding: self::Padding::Same,
                    stride_w: 0,
                    stride_h: 0,
                    fused_activation_function: self::ActivationFunctionType::None,
                    quantized_bias_type: 0,
                }
            }
        }

        impl TransposeConvOptions {
            /// Creates a [TransposeConvOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> TransposeConvOptionsBuilder<()> {
                TransposeConvOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_padding: impl ::planus::WriteAsDefault<self::Padding, self::Padding>,
                field_stride_w: impl ::planus::WriteAsDefault<i32, i32>,
                field_stride_h: impl ::planus::WriteAsDefault<i32, i32>,
                field_fused_activation_function: impl ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                field_quantized_bias_type: impl ::planus::WriteAsDefault<i8, i8>,
            ) -> ::planus::Offset<Self> {
                let prepared_padding = field_padding.prepare(builder, &self::Padding::Same);
                let prepared_stride_w = field_stride_w.prepare(builder, &0);
                let prepared_stride_h = field_stride_h.prepare(builder, &0);
                let prepared_fused_activation_function = field_fused_activation_function
                    .prepare(builder, &self::ActivationFunctionType::None);
                let prepared_quantized_bias_type = field_quantized_bias_type.prepare(builder, &0);

                let mut table_writer: ::planus::table_writer::TableWriter<14> =
                    ::core::default::Default::default();
                if prepared_stride_w.is_some() {
                    table_writer.write_entry::<i32>(1);
                }
                if prepared_stride_h.is_some() {
                    table_writer.write_entry::<i32>(2);
                }
                if prepared_padding.is_some() {
                    table_writer.write_entry::<self::Padding>(0);
                }
                if prepared_fused_activation_function.is_some() {
                    table_writer.write_entry::<self::ActivationFunctionType>(3);
                }
                if prepared_quantized_bias_type.is_some() {
                    table_writer.write_entry::<i8>(4);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_stride_w) = prepared_stride_w {
                            object_writer.write::<_, _, 4>(&prepared_stride_w);
                        }
                        if let ::core::option::Option::Some(prepared_stride_h) = prepared_stride_h {
                            object_writer.write::<_, _, 4>(&prepared_stride_h);
                        }
                        if let ::core::option::Option::Some(prepared_padding) = prepared_padding {
                            object_writer.write::<_, _, 1>(&prepared_padding);
                        }
                        if let ::core::option::Option::Some(prepared_fused_activation_function) =
                            prepared_fused_activation_function
                        {
                            object_writer.write::<_, _, 1>(&prepared_fused_activation_function);
                        }
                        if let ::core::option::Option::Some(prepared_quantized_bias_type) =
                            prepared_quantized_bias_type
                        {
                            object_writer.write::<_, _, 1>(&prepared_quantized_bias_type);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<TransposeConvOptions>> for TransposeConvOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<TransposeConvOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<TransposeConvOptions>> for TransposeConvOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<TransposeConvOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<TransposeConvOptions> for TransposeConvOptions {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<TransposeConvOptions> {
                TransposeConvOptions::create(
                    builder,
                    self.padding,
                    self.stride_w,
                    self.stride_h,
                    self.fused_activation_function,
                    self.quantized_bias_type,
                )
            }
        }

        /// Builder for serializing an instance of the [TransposeConvOptions] type.
        ///
        /// Can be created using the [TransposeConvOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct TransposeConvOptionsBuilder<State>(State);

        impl TransposeConvOptionsBuilder<()> {
            /// Setter for the [`padding` field](TransposeConvOptions#structfield.padding).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn padding<T0>(self, value: T0) -> TransposeConvOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<self::Padding, self::Padding>,
            {
                TransposeConvOptionsBuilder((value,))
            }

            /// Sets the [`padding` field](TransposeConvOptions#structfield.padding) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn padding_as_default(
                self,
            ) -> TransposeConvOptionsBuilder<(::planus::DefaultValue,)> {
                self.padding(::planus::DefaultValue)
            }
        }

        impl<T0> TransposeConvOptionsBuilder<(T0,)> {
            /// Setter for the [`stride_w` field](TransposeConvOptions#structfield.stride_w).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn stride_w<T1>(self, value: T1) -> TransposeConvOptionsBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0,) = self.0;
                TransposeConvOptionsBuilder((v0, value))
            }

            /// Sets the [`stride_w` field](TransposeConvOptions#structfield.stride_w) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn stride_w_as_default(
                self,
            ) -> TransposeConvOptionsBuilder<(T0, ::planus::DefaultValue)> {
                self.stride_w(::planus::DefaultValue)
            }
        }

        impl<T0, T1> TransposeConvOptionsBuilder<(T0, T1)> {
            /// Setter for the [`stride_h` field](TransposeConvOptions#structfield.stride_h).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn stride_h<T2>(self, value: T2) -> TransposeConvOptionsBuilder<(T0, T1, T2)>
            where
                T2: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0, v1) = self.0;
                TransposeConvOptionsBuilder((v0, v1, value))
            }

            /// Sets the [`stride_h` field](TransposeConvOptions#structfield.stride_h) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn stride_h_as_default(
                self,
            ) -> TransposeConvOptionsBuilder<(T0, T1, ::planus::DefaultValue)> {
                self.stride_h(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2> TransposeConvOptionsBuilder<(T0, T1, T2)> {
            /// Setter for the [`fused_activation_function` field](TransposeConvOptions#structfield.fused_activation_function).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn fused_activation_function<T3>(
                self,
                value: T3,
            ) -> TransposeConvOptionsBuilder<(T0, T1, T2, T3)>
            where
                T3: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
            {
                let (v0, v1, v2) = self.0;
                TransposeConvOptionsBuilder((v0, v1, v2, value))
            }

            /// Sets the [`fused_activation_function` field](TransposeConvOptions#structfield.fused_activation_function) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn fused_activation_function_as_default(
                self,
            ) -> TransposeConvOptionsBuilder<(T0, T1, T2, ::planus::DefaultValue)> {
                self.fused_activation_function(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3> TransposeConvOptionsBuilder<(T0, T1, T2, T3)> {
            /// Setter for the [`quantized_bias_type` field](TransposeConvOptions#structfield.quantized_bias_type).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn quantized_bias_type<T4>(
                self,
                value: T4,
            ) -> TransposeConvOptionsBuilder<(T0, T1, T2, T3, T4)>
            where
                T4: ::planus::WriteAsDefault<i8, i8>,
            {
                let (v0, v1, v2, v3) = self.0;
                TransposeConvOptionsBuilder((v0, v1, v2, v3, value))
            }

            /// Sets the [`quantized_bias_type` field](TransposeConvOptions#structfield.quantized_bias_type) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn quantized_bias_type_as_default(
                self,
            ) -> TransposeConvOptionsBuilder<(T0, T1, T2, T3, ::planus::DefaultValue)> {
                self.quantized_bias_type(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3, T4> TransposeConvOptionsBuilder<(T0, T1, T2, T3, T4)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [TransposeConvOptions].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<TransposeConvOptions>
            where
                Self: ::planus::WriteAsOffset<TransposeConvOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<self::Padding, self::Padding>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsDefault<i32, i32>,
                T3: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                T4: ::planus::WriteAsDefault<i8, i8>,
            > ::planus::WriteAs<::planus::Offset<TransposeConvOptions>>
            for TransposeConvOptionsBuilder<(T0, T1, T2, T3, T4)>
        {
            type Prepared = ::planus::Offset<TransposeConvOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<TransposeConvOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<self::Padding, self::Padding>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsDefault<i32, i32>,
                T3: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                T4: ::planus::WriteAsDefault<i8, i8>,
            > ::planus::WriteAsOptional<::planus::Offset<TransposeConvOptions>>
            for TransposeConvOptionsBuilder<(T0, T1, T2, T3, T4)>
        {
            type Prepared = ::planus::Offset<TransposeConvOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<TransposeConvOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<self::Padding, self::Padding>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsDefault<i32, i32>,
                T3: ::planus::WriteAsDefault<
                    self::ActivationFunctionType,
                    self::ActivationFunctionType,
                >,
                T4: ::planus::WriteAsDefault<i8, i8>,
            > ::planus::WriteAsOffset<TransposeConvOptions>
            for TransposeConvOptionsBuilder<(T0, T1, T2, T3, T4)>
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<TransposeConvOptions> {
                let (v0, v1, v2, v3, v4) = &self.0;
                TransposeConvOptions::create(builder, v0, v1, v2, v3, v4)
            }
        }

        /// Reference to a deserialized [TransposeConvOptions].
        #[derive(Copy, Clone)]
        pub struct TransposeConvOptionsRef<'a>(
            #[allow(dead_code)] ::planus::table_reader::Table<'a>,
        );

        impl<'a> TransposeConvOptionsRef<'a> {
            #[inline]
            pub fn padding(&self) -> ::planus::Result<self::Padding> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "TransposeConvOptions", "padding")?
                        .unwrap_or(self::Padding::Same),
                )
            }

            #[inline]
            pub fn stride_w(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(1, "TransposeConvOptions", "stride_w")?
                        .unwrap_or(0),
                )
            }

            #[inline]
            pub fn stride_h(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(2, "TransposeConvOptions", "stride_h")?
                        .unwrap_or(0),
                )
            }

            #[inline]
            pub fn fused_activation_function(
                &self,
            ) -> ::planus::Result<self::ActivationFunctionType> {
                ::core::result::Result::Ok(
                    self.0
                        .access(3, "TransposeConvOptions", "fused_activation_function")?
                        .unwrap_or(self::ActivationFunctionType::None),
                )
            }

            #[inline]
            pub fn quantized_bias_type(&self) -> ::planus::Result<i8> {
                ::core::result::Result::Ok(
                    self.0
                        .access(4, "TransposeConvOptions", "quantized_bias_type")?
                        .unwrap_or(0),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for TransposeConvOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("TransposeConvOptionsRef");
                f.field("padding", &self.padding());
                f.field("stride_w", &self.stride_w());
                f.field("stride_h", &self.stride_h());
                f.field(
                    "fused_activation_function",
                    &self.fused_activation_function(),
                );
                f.field("quantized_bias_type", &self.quantized_bias_type());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<TransposeConvOptionsRef<'a>> for TransposeConvOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: TransposeConvOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    padding: ::core::convert::TryInto::try_into(value.padding()?)?,
                    stride_w: ::core::convert::TryInto::try_into(value.stride_w()?)?,
                    stride_h: ::core::convert::TryInto::try_into(value.stride_h()?)?,
                    fused_activation_function: ::core::convert::TryInto::try_into(
                        value.fused_activation_function()?,
                    )?,
                    quantized_bias_type: ::core::convert::TryInto::try_into(
                        value.quantized_bias_type()?,
                    )?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for TransposeConvOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for TransposeConvOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[TransposeConvOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<TransposeConvOptions>> for TransposeConvOptions {
            type Value = ::planus::Offset<TransposeConvOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<TransposeConvOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for TransposeConvOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[TransposeConvOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `UnpackOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `UnpackOptions` in the file `schema/tflite.fbs:475`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct UnpackOptions {
            pub num: i32,
            pub axis: i32,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for UnpackOptions {
            fn default() -> Self {
                Self { num: 0, axis: 0 }
            }
        }

        impl UnpackOptions {
            /// Creates a [UnpackOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> UnpackOptionsBuilder<()> {
                UnpackOptionsBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_num: impl ::planus::WriteAsDefault<i32, i32>,
                field_axis: impl ::planus::WriteAsDefault<i32, i32>,
            ) -> ::planus::Offset<Self> {
                let prepared_num = field_num.prepare(builder, &0);
                let prepared_axis = field_axis.prepare(builder, &0);

                let mut table_writer: ::planus::table_writer::TableWriter<8> =
                    ::core::default::Default::default();
                if prepared_num.is_some() {
                    table_writer.write_entry::<i32>(0);
                }
                if prepared_axis.is_some() {
                    table_writer.write_entry::<i32>(1);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_num) = prepared_num {
                            object_writer.write::<_, _, 4>(&prepared_num);
                        }
                        if let ::core::option::Option::Some(prepared_axis) = prepared_axis {
                            object_writer.write::<_, _, 4>(&prepared_axis);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<UnpackOptions>> for UnpackOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<UnpackOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<UnpackOptions>> for UnpackOptions {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<UnpackOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<UnpackOptions> for UnpackOptions {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<UnpackOptions> {
                UnpackOptions::create(builder, self.num, self.axis)
            }
        }

        /// Builder for serializing an instance of the [UnpackOptions] type.
        ///
        /// Can be created using the [UnpackOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct UnpackOptionsBuilder<State>(State);

        impl UnpackOptionsBuilder<()> {
            /// Setter for the [`num` field](UnpackOptions#structfield.num).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn num<T0>(self, value: T0) -> UnpackOptionsBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<i32, i32>,
            {
                UnpackOptionsBuilder((value,))
            }

            /// Sets the [`num` field](UnpackOptions#structfield.num) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn num_as_default(self) -> UnpackOptionsBuilder<(::planus::DefaultValue,)> {
                self.num(::planus::DefaultValue)
            }
        }

        impl<T0> UnpackOptionsBuilder<(T0,)> {
            /// Setter for the [`axis` field](UnpackOptions#structfield.axis).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn axis<T1>(self, value: T1) -> UnpackOptionsBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0,) = self.0;
                UnpackOptionsBuilder((v0, value))
            }

            /// Sets the [`axis` field](UnpackOptions#structfield.axis) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn axis_as_default(self) -> UnpackOptionsBuilder<(T0, ::planus::DefaultValue)> {
                self.axis(::planus::DefaultValue)
            }
        }

        impl<T0, T1> UnpackOptionsBuilder<(T0, T1)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [UnpackOptions].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<UnpackOptions>
            where
                Self: ::planus::WriteAsOffset<UnpackOptions>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>, T1: ::planus::WriteAsDefault<i32, i32>>
            ::planus::WriteAs<::planus::Offset<UnpackOptions>> for UnpackOptionsBuilder<(T0, T1)>
        {
            type Prepared = ::planus::Offset<UnpackOptions>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<UnpackOptions> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>, T1: ::planus::WriteAsDefault<i32, i32>>
            ::planus::WriteAsOptional<::planus::Offset<UnpackOptions>>
            for UnpackOptionsBuilder<(T0, T1)>
        {
            type Prepared = ::planus::Offset<UnpackOptions>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<UnpackOptions>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<T0: ::planus::WriteAsDefault<i32, i32>, T1: ::planus::WriteAsDefault<i32, i32>>
            ::planus::WriteAsOffset<UnpackOptions> for UnpackOptionsBuilder<(T0, T1)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<UnpackOptions> {
                let (v0, v1) = &self.0;
                UnpackOptions::create(builder, v0, v1)
            }
        }

        /// Reference to a deserialized [UnpackOptions].
        #[derive(Copy, Clone)]
        pub struct UnpackOptionsRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> UnpackOptionsRef<'a> {
            #[inline]
            pub fn num(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(self.0.access(0, "UnpackOptions", "num")?.unwrap_or(0))
            }

            #[inline]
            pub fn axis(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(self.0.access(1, "UnpackOptions", "axis")?.unwrap_or(0))
            }
        }

        impl<'a> ::core::fmt::Debug for UnpackOptionsRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("UnpackOptionsRef");
                f.field("num", &self.num());
                f.field("axis", &self.axis());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<UnpackOptionsRef<'a>> for UnpackOptions {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: UnpackOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    num: ::core::convert::TryInto::try_into(value.num()?)?,
                    axis: ::core::convert::TryInto::try_into(value.axis()?)?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for UnpackOptionsRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for UnpackOptionsRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[UnpackOptionsRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<UnpackOptions>> for UnpackOptions {
            type Value = ::planus::Offset<UnpackOptions>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<UnpackOptions>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for UnpackOptionsRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[UnpackOptionsRef]", "read_as_root", 0)
                })
            }
        }

        /// The union `BuiltinOptions` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Union `BuiltinOptions` in the file `schema/tflite.fbs:482`
        #[derive(Clone, Debug, PartialEq, PartialOrd, ::serde::Serialize, ::serde::Deserialize)]
        pub enum BuiltinOptions {
            Conv2DOptions(::planus::alloc::boxed::Box<self::Conv2DOptions>),

            DepthwiseConv2DOptions(::planus::alloc::boxed::Box<self::DepthwiseConv2DOptions>),

            ConcatEmbeddingsOptions(::planus::alloc::boxed::Box<self::Unread>),

            LshProjectionOptions(::planus::alloc::boxed::Box<self::Unread>),

            Pool2DOptions(::planus::alloc::boxed::Box<self::Pool2DOptions>),

            SvdfOptions(::planus::alloc::boxed::Box<self::Unread>),

            RnnOptions(::planus::alloc::boxed::Box<self::Unread>),

            FullyConnectedOptions(::planus::alloc::boxed::Box<self::FullyConnectedOptions>),

            SoftmaxOptions(::planus::alloc::boxed::Box<self::SoftmaxOptions>),

            ConcatenationOptions(::planus::alloc::boxed::Box<self::ConcatenationOptions>),

            AddOptions(::planus::alloc::boxed::Box<self::AddOptions>),

            L2NormOptions(::planus::alloc::boxed::Box<self::Unread>),

            LocalResponseNormalizationOptions(::planus::alloc::boxed::Box<self::Unread>),

            LstmOptions(::planus::alloc::boxed::Box<self::Unread>),

            ResizeBilinearOptions(::planus::alloc::boxed::Box<self::ResizeBilinearOptions>),

            CallOptions(::planus::alloc::boxed::Box<self::Unread>),

            ReshapeOptions(::planus::alloc::boxed::Box<self::ReshapeOptions>),

            SkipGramOptions(::planus::alloc::boxed::Box<self::Unread>),

            SpaceToDepthOptions(::planus::alloc::boxed::Box<self::SpaceToDepthOptions>),

            EmbeddingLookupSparseOptions(::planus::alloc::boxed::Box<self::Unread>),

            MulOptions(::planus::alloc::boxed::Box<self::MulOptions>),

            PadOptions(::planus::alloc::boxed::Box<self::PadOptions>),

            GatherOptions(::planus::alloc::boxed::Box<self::GatherOptions>),

            BatchToSpaceNdOptions(::planus::alloc::boxed::Box<self::Unread>),

            SpaceToBatchNdOptions(::planus::alloc::boxed::Box<self::Unread>),

            TransposeOptions(::planus::alloc::boxed::Box<self::TransposeOptions>),

            ReducerOptions(::planus::alloc::boxed::Box<self::ReducerOptions>),

            SubOptions(::planus::alloc::boxed::Box<self::SubOptions>),

            DivOptions(::planus::alloc::boxed::Box<self::DivOptions>),

            SqueezeOptions(::planus::alloc::boxed::Box<self::SqueezeOptions>),

            SequenceRnnOptions(::planus::alloc::boxed::Box<self::Unread>),

            StridedSliceOptions(::planus::alloc::boxed::Box<self::StridedSliceOptions>),

            ExpOptions(::planus::alloc::boxed::Box<self::Unread>),

            TopKv2Options(::planus::alloc::boxed::Box<self::Unread>),

            SplitOptions(::planus::alloc::boxed::Box<self::SplitOptions>),

            LogSoftmaxOptions(::planus::alloc::boxed::Box<self::Unread>),

            CastOptions(::planus::alloc::boxed::Box<self::Unread>),

            DequantizeOptions(::planus::alloc::boxed::Box<self::DequantizeOptions>),

            MaximumMinimumOptions(::planus::alloc::boxed::Box<self::Unread>),

            ArgMaxOptions(::planus::alloc::boxed::Box<self::ArgMaxOptions>),

            LessOptions(::planus::alloc::boxed::Box<self::Unread>),

            NegOptions(::planus::alloc::boxed::Box<self::Unread>),

            PadV2Options(::planus::alloc::boxed::Box<self::PadV2Options>),

            GreaterOptions(::planus::alloc::boxed::Box<self::Unread>),

            GreaterEqualOptions(::planus::alloc::boxed::Box<self::Unread>),

            LessEqualOptions(::planus::alloc::boxed::Box<self::Unread>),

            SelectOptions(::planus::alloc::boxed::Box<self::Unread>),

            SliceOptions(::planus::alloc::boxed::Box<self::Unread>),

            TransposeConvOptions(::planus::alloc::boxed::Box<self::TransposeConvOptions>),

            SparseToDenseOptions(::planus::alloc::boxed::Box<self::Unread>),

            TileOptions(::planus::alloc::boxed::Box<self::Unread>),

            ExpandDimsOptions(::planus::alloc::boxed::Box<self::Unread>),

            EqualOptions(::planus::alloc::boxed::Box<self::Unread>),

            NotEqualOptions(::planus::alloc::boxed::Box<self::Unread>),

            ShapeOptions(::planus::alloc::boxed::Box<self::Unread>),

            PowOptions(::planus::alloc::boxed::Box<self::Unread>),

            ArgMinOptions(::planus::alloc::boxed::Box<self::ArgMinOptions>),

            FakeQuantOptions(::planus::alloc::boxed::Box<self::Unread>),

            PackOptions(::planus::alloc::boxed::Box<self::PackOptions>),

            LogicalOrOptions(::planus::alloc::boxed::Box<self::Unread>),

            OneHotOptions(::planus::alloc::boxed::Box<self::Unread>),

            LogicalAndOptions(::planus::alloc::boxed::Box<self::Unread>),

            LogicalNotOptions(::planus::alloc::boxed::Box<self::Unread>),

            UnpackOptions(::planus::alloc::boxed::Box<self::UnpackOptions>),

            FloorDivOptions(::planus::alloc::boxed::Box<self::Unread>),

            SquareOptions(::planus::alloc::boxed::Box<self::Unread>),

            ZerosLikeOptions(::planus::alloc::boxed::Box<self::Unread>),

            FillOptions(::planus::alloc::boxed::Box<self::Unread>),

            BidirectionalSequenceLstmOptions(::planus::alloc::boxed::Box<self::Unread>),

            BidirectionalSequenceRnnOptions(::planus::alloc::boxed::Box<self::Unread>),

            UnidirectionalSequenceLstmOptions(::planus::alloc::boxed::Box<self::Unread>),

            FloorModOptions(::planus::alloc::boxed::Box<self::Unread>),

            RangeOptions(::planus::alloc::boxed::Box<self::Unread>),

            ResizeNearestNeighborOptions(
                ::planus::alloc::boxed::Box<self::ResizeNearestNeighborOptions>,
            ),

            LeakyReluOptions(::planus::alloc::boxed::Box<self::LeakyReluOptions>),

            SquaredDifferenceOptions(::planus::alloc::boxed::Box<self::Unread>),

            MirrorPadOptions(::planus::alloc::boxed::Box<self::Unread>),

            AbsOptions(::planus::alloc::boxed::Box<self::Unread>),

            SplitVOptions(::planus::alloc::boxed::Box<self::SplitVOptions>),

            UniqueOptions(::planus::alloc::boxed::Box<self::Unread>),

            ReverseV2Options(::planus::alloc::boxed::Box<self::Unread>),

            AddNOptions(::planus::alloc::boxed::Box<self::Unread>),

            GatherNdOptions(::planus::alloc::boxed::Box<self::Unread>),

            CosOptions(::planus::alloc::boxed::Box<self::Unread>),

            WhereOptions(::planus::alloc::boxed::Box<self::Unread>),

            RankOptions(::planus::alloc::boxed::Box<self::Unread>),

            ReverseSequenceOptions(::planus::alloc::boxed::Box<self::Unread>),

            MatrixDiagOptions(::planus::alloc::boxed::Box<self::Unread>),

            QuantizeOptions(::planus::alloc::boxed::Box<self::QuantizeOptions>),

            MatrixSetDiagOptions(::planus::alloc::boxed::Box<self::Unread>),

            HardSwishOptions(::planus::alloc::boxed::Box<self::HardSwishOptions>),

            IfOptions(::planus::alloc::boxed::Box<self::Unread>),

            WhileOptions(::planus::alloc::boxed::Box<self::Unread>),

            DepthToSpaceOptions(::planus::alloc::boxed::Box<self::DepthToSpaceOptions>),

            NonMaxSuppressionV4Options(::planus::alloc::boxed::Box<self::Unread>),

            NonMaxSuppressionV5Options(::planus::alloc::boxed::Box<self::Unread>),

            ScatterNdOptions(::planus::alloc::boxed::Box<self::Unread>),

            SelectV2Options(::planus::alloc::boxed::Box<self::Unread>),

            DensifyOptions(::planus::alloc::boxed::Box<self::Unread>),

            SegmentSumOptions(::planus::alloc::boxed::Box<self::Unread>),

            BatchMatMulOptions(::planus::alloc::boxed::Box<self::BatchMatMulOptions>),

            CumsumOptions(::planus::alloc::boxed::Box<self::Unread>),

            CallOnceOptions(::planus::alloc::boxed::Box<self::Unread>),

            BroadcastToOptions(::planus::alloc::boxed::Box<self::Unread>),

            Rfft2dOptions(::planus::alloc::boxed::Box<self::Unread>),

            Conv3DOptions(::planus::alloc::boxed::Box<self::Unread>),

            HashtableOptions(::planus::alloc::boxed::Box<self::Unread>),

            HashtableFindOptions(::planus::alloc::boxed::Box<self::Unread>),

            HashtableImportOptions(::planus::alloc::boxed::Box<self::Unread>),

            HashtableSizeOptions(::planus::alloc::boxed::Box<self::Unread>),

            VarHandleOptions(::planus::alloc::boxed::Box<self::Unread>),

            ReadVariableOptions(::planus::alloc::boxed::Box<self::Unread>),

            AssignVariableOptions(::planus::alloc::boxed::Box<self::Unread>),

            RandomOptions(::planus::alloc::boxed::Box<self::Unread>),

            BucketizeOptions(::planus::alloc::boxed::Box<self::Unread>),

            GeluOptions(::planus::alloc::boxed::Box<self::GeluOptions>),

            DynamicUpdateSliceOptions(::planus::alloc::boxed::Box<self::Unread>),

            UnsortedSegmentProdOptions(::planus::alloc::boxed::Box<self::Unread>),

            UnsortedSegmentMaxOptions(::planus::alloc::boxed::Box<self::Unread>),

            UnsortedSegmentMinOptions(::planus::alloc::boxed::Box<self::Unread>),

            UnsortedSegmentSumOptions(::planus::alloc::boxed::Box<self::Unread>),

            ATan2Options(::planus::alloc::boxed::Box<self::Unread>),

            SignOptions(::planus::alloc::boxed::Box<self::Unread>),

            BitcastOptions(::planus::alloc::boxed::Box<self::Unread>),

            BitwiseXorOptions(::planus::alloc::boxed::Box<self::Unread>),

            RightShiftOptions(::planus::alloc::boxed::Box<self::Unread>),
        }

        impl BuiltinOptions {
            /// Creates a [BuiltinOptionsBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> BuiltinOptionsBuilder<::planus::Uninitialized> {
                BuiltinOptionsBuilder(::planus::Uninitialized)
            }

            #[inline]
            pub fn create_conv2_d_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Conv2DOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(1, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_depthwise_conv2_d_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::DepthwiseConv2DOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(2, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_concat_embeddings_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(3, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_lsh_projection_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(4, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_pool2_d_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Pool2DOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(5, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_svdf_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(6, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_rnn_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(7, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_fully_connected_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::FullyConnectedOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(8, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_softmax_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::SoftmaxOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(9, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_concatenation_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::ConcatenationOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(10, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_add_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::AddOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(11, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_l2_norm_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(12, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_local_response_normalization_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(13, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_lstm_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(14, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_resize_bilinear_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::ResizeBilinearOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(15, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_call_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(16, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_reshape_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::ReshapeOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(17, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_skip_gram_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(18, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_space_to_depth_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::SpaceToDepthOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(19, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_embedding_lookup_sparse_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(20, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_mul_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::MulOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(21, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_pad_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::PadOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(22, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_gather_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::GatherOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(23, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_batch_to_space_nd_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(24, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_space_to_batch_nd_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(25, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_transpose_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::TransposeOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(26, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_reducer_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::ReducerOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(27, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_sub_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::SubOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(28, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_div_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::DivOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(29, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_squeeze_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::SqueezeOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(30, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_sequence_rnn_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(31, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_strided_slice_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::StridedSliceOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(32, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_exp_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(33, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_top_kv2_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(34, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_split_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::SplitOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(35, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_log_softmax_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(36, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_cast_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(37, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_dequantize_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::DequantizeOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(38, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_maximum_minimum_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(39, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_arg_max_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::ArgMaxOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(40, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_less_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(41, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_neg_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(42, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_pad_v2_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::PadV2Options>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(43, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_greater_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(44, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_greater_equal_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(45, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_less_equal_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(46, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_select_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(47, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_slice_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(48, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_transpose_conv_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::TransposeConvOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(49, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_sparse_to_dense_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(50, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_tile_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(51, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_expand_dims_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(52, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_equal_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(53, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_not_equal_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(54, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_shape_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(55, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_pow_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(56, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_arg_min_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::ArgMinOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(57, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_fake_quant_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(58, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_pack_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::PackOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(59, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_logical_or_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(60, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_one_hot_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(61, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_logical_and_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(62, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_logical_not_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(63, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_unpack_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::UnpackOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(64, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_floor_div_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(65, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_square_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(66, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_zeros_like_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(67, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_fill_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(68, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_bidirectional_sequence_lstm_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(69, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_bidirectional_sequence_rnn_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(70, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_unidirectional_sequence_lstm_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(71, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_floor_mod_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(72, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_range_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(73, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_resize_nearest_neighbor_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::ResizeNearestNeighborOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(74, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_leaky_relu_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::LeakyReluOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(75, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_squared_difference_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(76, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_mirror_pad_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(77, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_abs_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(78, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_split_v_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::SplitVOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(79, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_unique_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(80, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_reverse_v2_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(81, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_add_n_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(82, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_gather_nd_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(83, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_cos_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(84, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_where_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(85, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_rank_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(86, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_reverse_sequence_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(87, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_matrix_diag_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(88, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_quantize_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::QuantizeOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(89, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_matrix_set_diag_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(90, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_hard_swish_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::HardSwishOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(91, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_if_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(92, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_while_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(93, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_depth_to_space_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::DepthToSpaceOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(94, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_non_max_suppression_v4_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(95, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_non_max_suppression_v5_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(96, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_scatter_nd_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(97, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_select_v2_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(98, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_densify_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(99, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_segment_sum_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(100, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_batch_mat_mul_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::BatchMatMulOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(101, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_cumsum_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(102, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_call_once_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(103, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_broadcast_to_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(104, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_rfft2d_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(105, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_conv3_d_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(106, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_hashtable_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(107, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_hashtable_find_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(108, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_hashtable_import_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(109, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_hashtable_size_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(110, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_var_handle_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(111, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_read_variable_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(112, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_assign_variable_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(113, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_random_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(114, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_bucketize_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(115, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_gelu_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::GeluOptions>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(116, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_dynamic_update_slice_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(117, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_unsorted_segment_prod_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(118, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_unsorted_segment_max_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(119, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_unsorted_segment_min_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(120, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_unsorted_segment_sum_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(121, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_a_tan2_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(122, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_sign_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(123, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_bitcast_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(124, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_bitwise_xor_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(125, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_right_shift_options(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Unread>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(126, value.prepare(builder).downcast())
            }
        }

        impl ::planus::WriteAsUnion<BuiltinOptions> for BuiltinOptions {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::UnionOffset<Self> {
                match self {
                    Self::Conv2DOptions(value) => Self::create_conv2_d_options(builder, value),
                    Self::DepthwiseConv2DOptions(value) => {
                        Self::create_depthwise_conv2_d_options(builder, value)
                    }
                    Self::ConcatEmbeddingsOptions(value) => {
                        Self::create_concat_embeddings_options(builder, value)
                    }
                    Self::LshProjectionOptions(value) => {
                        Self::create_lsh_projection_options(builder, value)
                    }
                    Self::Pool2DOptions(value) => Self::create_pool2_d_options(builder, value),
                    Self::SvdfOptions(value) => Self::create_svdf_options(builder, value),
                    Self::RnnOptions(value) => Self::create_rnn_options(builder, value),
                    Self::FullyConnectedOptions(value) => {
                        Self::create_fully_connected_options(builder, value)
                    }
                    Self::SoftmaxOptions(value) => Self::create_softmax_options(builder, value),
                    Self::ConcatenationOptions(value) => {
                        Self::create_concatenation_options(builder, value)
                    }
                    Self::AddOptions(value) => Self::create_add_options(builder, value),
                    Self::L2NormOptions(value) => Self::create_l2_norm_options(builder, value),
                    Self::LocalResponseNormalizationOptions(value) => {
                        Self::create_local_response_normalization_options(builder, value)
                    }
                    Self::LstmOptions(value) => Self::create_lstm_options(builder, value),
                    Self::ResizeBilinearOptions(value) => {
                        Self::create_resize_bilinear_options(builder, value)
                    }
                    Self::CallOptions(value) => Self::create_call_options(builder, value),
                    Self::ReshapeOptions(value) => Self::create_reshape_options(builder, value),
                    Self::SkipGramOptions(value) => Self::create_skip_gram_options(builder, value),
                    Self::SpaceToDepthOptions(value) => {
                        Self::create_space_to_depth_options(builder, value)
                    }
                    Self::EmbeddingLookupSparseOptions(value) => {
                        Self::create_embedding_lookup_sparse_options(builder, value)
                    }
                    Self::MulOptions(value) => Self::create_mul_options(builder, value),
                    Self::PadOptions(value) => Self::create_pad_options(builder, value),
                    Self::GatherOptions(value) => Self::create_gather_options(builder, value),
                    Self::BatchToSpaceNdOptions(value) => {
                        Self::create_batch_to_space_nd_options(builder, value)
                    }
                    Self::SpaceToBatchNdOptions(value) => {
                        Self::create_space_to_batch_nd_options(builder, value)
                    }
                    Self::TransposeOptions(value) => Self::create_transpose_options(builder, value),
                    Self::ReducerOptions(value) => Self::create_reducer_options(builder, value),
                    Self::SubOptions(value) => Self::create_sub_options(builder, value),
                    Self::DivOptions(value) => Self::create_div_options(builder, value),
                    Self::SqueezeOptions(value) => Self::create_squeeze_options(builder, value),
                    Self::SequenceRnnOptions(value) => {
                        Self::create_sequence_rnn_options(builder, value)
                    }
                    Self::StridedSliceOptions(value) => {
                        Self::create_strided_slice_options(builder, value)
                    }
                    Self::ExpOptions(value) => Self::create_exp_options(builder, value),
                    Self::TopKv2Options(value) => Self::create_top_kv2_options(builder, value),
                    Self::SplitOptions(value) => Self::create_split_options(builder, value),
                    Self::LogSoftmaxOptions(value) => {
                        Self::create_log_softmax_options(builder, value)
                    }
                    Self::CastOptions(value) => Self::create_cast_options(builder, value),
                    Self::DequantizeOptions(value) => {
                        Self::create_dequantize_options(builder, value)
                    }
                    Self::MaximumMinimumOptions(value) => {
                        Self::create_maximum_minimum_options(builder, value)
                    }
                    Self::ArgMaxOptions(value) => Self::create_arg_max_options(builder, value),
                    Self::LessOptions(value) => Self::create_less_options(builder, value),
                    Self::NegOptions(value) => Self::create_neg_options(builder, value),
                    Self::PadV2Options(value) => Self::create_pad_v2_options(builder, value),
                    Self::GreaterOptions(value) => Self::create_greater_options(builder, value),
                    Self::GreaterEqualOptions(value) => {
                        Self::create_greater_equal_options(builder, value)
                    }
                    Self::LessEqualOptions(value) => {
                        Self::create_less_equal_options(builder, value)
                    }
                    Self::SelectOptions(value) => Self::create_select_options(builder, value),
                    Self::SliceOptions(value) => Self::create_slice_options(builder, value),
                    Self::TransposeConvOptions(value) => {
                        Self::create_transpose_conv_options(builder, value)
                    }
                    Self::SparseToDenseOptions(value) => {
                        Self::create_sparse_to_dense_options(builder, value)
                    }
                    Self::TileOptions(value) => Self::create_tile_options(builder, value),
                    Self::ExpandDimsOptions(value) => {
                        Self::create_expand_dims_options(builder, value)
                    }
                    Self::EqualOptions(value) => Self::create_equal_options(builder, value),
                    Self::NotEqualOptions(value) => Self::create_not_equal_options(builder, value),
                    Self::ShapeOptions(value) => Self::create_shape_options(builder, value),
                    Self::PowOptions(value) => Self::create_pow_options(builder, value),
                    Self::ArgMinOptions(value) => Self::create_arg_min_options(builder, value),
                    Self::FakeQuantOptions(value) => {
                        Self::create_fake_quant_options(builder, value)
                    }
                    Self::PackOptions(value) => Self::create_pack_options(builder, value),
                    Self::LogicalOrOptions(value) => {
                        Self::create_logical_or_options(builder, value)
                    }
                    Self::OneHotOptions(value) => Self::create_one_hot_options(builder, value),
                    Self::LogicalAndOptions(value) => {
                        Self::create_logical_and_options(builder, value)
                    }
                    Self::LogicalNotOptions(value) => {
                        Self::create_logical_not_options(builder, value)
                    }
                    Self::UnpackOptions(value) => Self::create_unpack_options(builder, value),
                    Self::FloorDivOptions(value) => Self::create_floor_div_options(builder, value),
                    Self::SquareOptions(value) => Self::create_square_options(builder, value),
                    Self::ZerosLikeOptions(value) => {
                        Self::create_zeros_like_options(builder, value)
                    }
                    Self::FillOptions(value) => Self::create_fill_options(builder, value),
                    Self::BidirectionalSequenceLstmOptions(value) => {
                        Self::create_bidirectional_sequence_lstm_options(builder, value)
                    }
                    Self::BidirectionalSequenceRnnOptions(value) => {
                        Self::create_bidirectional_sequence_rnn_options(builder, value)
                    }
                    Self::UnidirectionalSequenceLstmOptions(value) => {
                        Self::create_unidirectional_sequence_lstm_options(builder, value)
                    }
                    Self::FloorModOptions(value) => Self::create_floor_mod_options(builder, value),
                    Self::RangeOptions(value) => Self::create_range_options(builder, value),
                    Self::ResizeNearestNeighborOptions(value) => {
                        Self::create_resize_nearest_neighbor_options(builder, value)
                    }
                    Self::LeakyReluOptions(value) => {
                        Self::create_leaky_relu_options(builder, value)
                    }
                    Self::SquaredDifferenceOptions(value) => {
                        Self::create_squared_difference_options(builder, value)
                    }
                    Self::MirrorPadOptions(value) => {
                        Self::create_mirror_pad_options(builder, value)
                    }
                    Self::AbsOptions(value) => Self::create_abs_options(builder, value),
                    Self::SplitVOptions(value) => Self::create_split_v_options(builder, value),
                    Self::UniqueOptions(value) => Self::create_unique_options(builder, value),
                    Self::ReverseV2Options(value) => {
                        Self::create_reverse_v2_options(builder, value)
                    }
                    Self::AddNOptions(value) => Self::create_add_n_options(builder, value),
                    Self::GatherNdOptions(value) => Self::create_gather_nd_options(builder, value),
                    Self::CosOptions(value) => Self::create_cos_options(builder, value),
                    Self::WhereOptions(value) => Self::create_where_options(builder, value),
                    Self::RankOptions(value) => Self::create_rank_options(builder, value),
                    Self::ReverseSequenceOptions(value) => {
                        Self::create_reverse_sequence_options(builder, value)
                    }
                    Self::MatrixDiagOptions(value) => {
                        Self::create_matrix_diag_options(builder, value)
                    }
                    Self::QuantizeOptions(value) => Self::create_quantize_options(builder, value),
                    Self::MatrixSetDiagOptions(value) => {
                        Self::create_matrix_set_diag_options(builder, value)
                    }
                    Self::HardSwishOptions(value) => {
                        Self::create_hard_swish_options(builder, value)
                    }
                    Self::IfOptions(value) => Self::create_if_options(builder, value),
                    Self::WhileOptions(value) => Self::create_while_options(builder, value),
                    Self::DepthToSpaceOptions(value) => {
                        Self::create_depth_to_space_options(builder, value)
                    }
                    Self::NonMaxSuppressionV4Options(value) => {
                        Self::create_non_max_suppression_v4_options(builder, value)
                    }
                    Self::NonMaxSuppressionV5Options(value) => {
                        Self::create_non_max_suppression_v5_options(builder, value)
                    }
                    Self::ScatterNdOptions(value) => {
                        Self::create_scatter_nd_options(builder, value)
                    }
                    Self::SelectV2Options(value) => Self::create_select_v2_options(builder, value),
                    Self::DensifyOptions(value) => Self::create_densify_options(builder, value),
                    Self::SegmentSumOptions(value) => {
                        Self::create_segment_sum_options(builder, value)
                    }
                    Self::BatchMatMulOptions(value) => {
                        Self::create_batch_mat_mul_options(builder, value)
                    }
                    Self::CumsumOptions(value) => Self::create_cumsum_options(builder, value),
                    Self::CallOnceOptions(value) => Self::create_call_once_options(builder, value),
                    Self::BroadcastToOptions(value) => {
                        Self::create_broadcast_to_options(builder, value)
                    }
                    Self::Rfft2dOptions(value) => Self::create_rfft2d_options(builder, value),
                    Self::Conv3DOptions(value) => Self::create_conv3_d_options(builder, value),
                    Self::HashtableOptions(value) => Self::create_hashtable_options(builder, value),
                    Self::HashtableFindOptions(value) => {
                        Self::create_hashtable_find_options(builder, value)
                    }
                    Self::HashtableImportOptions(value) => {
                        Self::create_hashtable_import_options(builder, value)
                    }
                    Self::HashtableSizeOptions(value) => {
                        Self::create_hashtable_size_options(builder, value)
                    }
                    Self::VarHandleOptions(value) => {
                        Self::create_var_handle_options(builder, value)
                    }
                    Self::ReadVariableOptions(value) => {
                        Self::create_read_variable_options(builder, value)
                    }
                    Self::AssignVariableOptions(value) => {
                        Self::create_assign_variable_options(builder, value)
                    }
                    Self::RandomOptions(value) => Self::create_random_options(builder, value),
                    Self::BucketizeOptions(value) => Self::create_bucketize_options(builder, value),
                    Self::GeluOptions(value) => Self::create_gelu_options(builder, value),
                    Self::DynamicUpdateSliceOptions(value) => {
                        Self::create_dynamic_update_slice_options(builder, value)
                    }
                    Self::UnsortedSegmentProdOptions(value) => {
                        Self::create_unsorted_segment_prod_options(builder, value)
                    }
                    Self::UnsortedSegmentMaxOptions(value) => {
                        Self::create_unsorted_segment_max_options(builder, value)
                    }
                    Self::UnsortedSegmentMinOptions(value) => {
                        Self::create_unsorted_segment_min_options(builder, value)
                    }
                    Self::UnsortedSegmentSumOptions(value) => {
                        Self::create_unsorted_segment_sum_options(builder, value)
                    }
                    Self::ATan2Options(value) => Self::create_a_tan2_options(builder, value),
                    Self::SignOptions(value) => Self::create_sign_options(builder, value),
                    Self::BitcastOptions(value) => Self::create_bitcast_options(builder, value),
                    Self::BitwiseXorOptions(value) => {
                        Self::create_bitwise_xor_options(builder, value)
                    }
                    Self::RightShiftOptions(value) => {
                        Self::create_right_shift_options(builder, value)
                    }
                }
            }
        }

        impl ::planus::WriteAsOptionalUnion<BuiltinOptions> for BuiltinOptions {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<Self>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }

        /// Builder for serializing an instance of the [BuiltinOptions] type.
        ///
        /// Can be created using the [BuiltinOptions::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct BuiltinOptionsBuilder<T>(T);

        impl BuiltinOptionsBuilder<::planus::Uninitialized> {
            #[inline]
            pub fn conv2_d_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<1, T>>
            where
                T: ::planus::WriteAsOffset<self::Conv2DOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn depthwise_conv2_d_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<2, T>>
            where
                T: ::planus::WriteAsOffset<self::DepthwiseConv2DOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn concat_embeddings_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<3, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn lsh_projection_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<4, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn pool2_d_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<5, T>>
            where
                T: ::planus::WriteAsOffset<self::Pool2DOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn svdf_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<6, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn rnn_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<7, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn fully_connected_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<8, T>>
            where
                T: ::planus::WriteAsOffset<self::FullyConnectedOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn softmax_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<9, T>>
            where
                T: ::planus::WriteAsOffset<self::SoftmaxOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn concatenation_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<10, T>>
            where
                T: ::planus::WriteAsOffset<self::ConcatenationOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn add_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<11, T>>
            where
                T: ::planus::WriteAsOffset<self::AddOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn l2_norm_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<12, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn local_response_normalization_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<13, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn lstm_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<14, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn resize_bilinear_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<15, T>>
            where
                T: ::planus::WriteAsOffset<self::ResizeBilinearOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn call_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<16, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn reshape_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<17, T>>
            where
                T: ::planus::WriteAsOffset<self::ReshapeOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn skip_gram_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<18, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn space_to_depth_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<19, T>>
            where
                T: ::planus::WriteAsOffset<self::SpaceToDepthOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn embedding_lookup_sparse_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<20, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn mul_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<21, T>>
            where
                T: ::planus::WriteAsOffset<self::MulOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn pad_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<22, T>>
            where
                T: ::planus::WriteAsOffset<self::PadOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn gather_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<23, T>>
            where
                T: ::planus::WriteAsOffset<self::GatherOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn batch_to_space_nd_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<24, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn space_to_batch_nd_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<25, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn transpose_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<26, T>>
            where
                T: ::planus::WriteAsOffset<self::TransposeOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn reducer_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<27, T>>
            where
                T: ::planus::WriteAsOffset<self::ReducerOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn sub_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<28, T>>
            where
                T: ::planus::WriteAsOffset<self::SubOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn div_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<29, T>>
            where
                T: ::planus::WriteAsOffset<self::DivOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn squeeze_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<30, T>>
            where
                T: ::planus::WriteAsOffset<self::SqueezeOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn sequence_rnn_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<31, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn strided_slice_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<32, T>>
            where
                T: ::planus::WriteAsOffset<self::StridedSliceOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn exp_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<33, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn top_kv2_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<34, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn split_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<35, T>>
            where
                T: ::planus::WriteAsOffset<self::SplitOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn log_softmax_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<36, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn cast_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<37, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn dequantize_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<38, T>>
            where
                T: ::planus::WriteAsOffset<self::DequantizeOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn maximum_minimum_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<39, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn arg_max_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<40, T>>
            where
                T: ::planus::WriteAsOffset<self::ArgMaxOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn less_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<41, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn neg_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<42, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn pad_v2_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<43, T>>
            where
                T: ::planus::WriteAsOffset<self::PadV2Options>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn greater_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<44, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn greater_equal_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<45, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn less_equal_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<46, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn select_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<47, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn slice_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<48, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn transpose_conv_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<49, T>>
            where
                T: ::planus::WriteAsOffset<self::TransposeConvOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn sparse_to_dense_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<50, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn tile_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<51, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn expand_dims_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<52, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn equal_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<53, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn not_equal_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<54, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn shape_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<55, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn pow_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<56, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn arg_min_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<57, T>>
            where
                T: ::planus::WriteAsOffset<self::ArgMinOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn fake_quant_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<58, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn pack_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<59, T>>
            where
                T: ::planus::WriteAsOffset<self::PackOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn logical_or_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<60, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn one_hot_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<61, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn logical_and_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<62, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn logical_not_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<63, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn unpack_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<64, T>>
            where
                T: ::planus::WriteAsOffset<self::UnpackOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn floor_div_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<65, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn square_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<66, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn zeros_like_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<67, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn fill_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<68, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn bidirectional_sequence_lstm_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<69, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn bidirectional_sequence_rnn_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<70, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn unidirectional_sequence_lstm_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<71, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn floor_mod_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<72, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn range_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<73, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn resize_nearest_neighbor_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<74, T>>
            where
                T: ::planus::WriteAsOffset<self::ResizeNearestNeighborOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn leaky_relu_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<75, T>>
            where
                T: ::planus::WriteAsOffset<self::LeakyReluOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn squared_difference_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<76, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn mirror_pad_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<77, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn abs_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<78, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn split_v_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<79, T>>
            where
                T: ::planus::WriteAsOffset<self::SplitVOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn unique_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<80, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn reverse_v2_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<81, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn add_n_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<82, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn gather_nd_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<83, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn cos_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<84, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn where_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<85, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn rank_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<86, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn reverse_sequence_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<87, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn matrix_diag_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<88, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn quantize_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<89, T>>
            where
                T: ::planus::WriteAsOffset<self::QuantizeOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn matrix_set_diag_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<90, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn hard_swish_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<91, T>>
            where
                T: ::planus::WriteAsOffset<self::HardSwishOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn if_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<92, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn while_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<93, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn depth_to_space_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<94, T>>
            where
                T: ::planus::WriteAsOffset<self::DepthToSpaceOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn non_max_suppression_v4_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<95, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn non_max_suppression_v5_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<96, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn scatter_nd_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<97, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn select_v2_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<98, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn densify_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<99, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn segment_sum_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<100, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn batch_mat_mul_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<101, T>>
            where
                T: ::planus::WriteAsOffset<self::BatchMatMulOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn cumsum_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<102, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn call_once_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<103, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn broadcast_to_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<104, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn rfft2d_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<105, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn conv3_d_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<106, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn hashtable_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<107, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn hashtable_find_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<108, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn hashtable_import_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<109, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn hashtable_size_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<110, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn var_handle_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<111, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn read_variable_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<112, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn assign_variable_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<113, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn random_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<114, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn bucketize_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<115, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn gelu_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<116, T>>
            where
                T: ::planus::WriteAsOffset<self::GeluOptions>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn dynamic_update_slice_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<117, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn unsorted_segment_prod_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<118, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn unsorted_segment_max_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<119, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn unsorted_segment_min_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<120, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn unsorted_segment_sum_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<121, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn a_tan2_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<122, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn sign_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<123, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn bitcast_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<124, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn bitwise_xor_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<125, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn right_shift_options<T>(
                self,
                value: T,
            ) -> BuiltinOptionsBuilder<::planus::Initialized<126, T>>
            where
                T: ::planus::WriteAsOffset<self::Unread>,
            {
                BuiltinOptionsBuilder(::planus::Initialized(value))
            }
        }

        impl<const N: u8, T> BuiltinOptionsBuilder<::planus::Initialized<N, T>> {
            /// Finish writing the builder to get an [UnionOffset](::planus::UnionOffset) to a serialized [BuiltinOptions].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions>
            where
                Self: ::planus::WriteAsUnion<BuiltinOptions>,
            {
                ::planus::WriteAsUnion::prepare(&self, builder)
            }
        }

        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<1, T>>
        where
            T: ::planus::WriteAsOffset<self::Conv2DOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(1, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<1, T>>
        where
            T: ::planus::WriteAsOffset<self::Conv2DOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<2, T>>
        where
            T: ::planus::WriteAsOffset<self::DepthwiseConv2DOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(2, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<2, T>>
        where
            T: ::planus::WriteAsOffset<self::DepthwiseConv2DOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<3, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(3, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<3, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<4, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(4, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<4, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<5, T>>
        where
            T: ::planus::WriteAsOffset<self::Pool2DOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(5, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<5, T>>
        where
            T: ::planus::WriteAsOffset<self::Pool2DOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<6, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(6, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<6, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<7, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(7, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<7, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<8, T>>
        where
            T: ::planus::WriteAsOffset<self::FullyConnectedOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(8, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<8, T>>
        where
            T: ::planus::WriteAsOffset<self::FullyConnectedOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<9, T>>
        where
            T: ::planus::WriteAsOffset<self::SoftmaxOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(9, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<9, T>>
        where
            T: ::planus::WriteAsOffset<self::SoftmaxOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<10, T>>
        where
            T: ::planus::WriteAsOffset<self::ConcatenationOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(10, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<10, T>>
        where
            T: ::planus::WriteAsOffset<self::ConcatenationOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<11, T>>
        where
            T: ::planus::WriteAsOffset<self::AddOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(11, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<11, T>>
        where
            T: ::planus::WriteAsOffset<self::AddOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<12, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(12, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<12, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<13, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(13, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<13, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<14, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(14, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<14, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<15, T>>
        where
            T: ::planus::WriteAsOffset<self::ResizeBilinearOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(15, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<15, T>>
        where
            T: ::planus::WriteAsOffset<self::ResizeBilinearOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<16, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(16, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<16, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<17, T>>
        where
            T: ::planus::WriteAsOffset<self::ReshapeOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(17, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<17, T>>
        where
            T: ::planus::WriteAsOffset<self::ReshapeOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<18, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(18, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<18, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<19, T>>
        where
            T: ::planus::WriteAsOffset<self::SpaceToDepthOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(19, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<19, T>>
        where
            T: ::planus::WriteAsOffset<self::SpaceToDepthOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<20, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(20, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<20, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<21, T>>
        where
            T: ::planus::WriteAsOffset<self::MulOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(21, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<21, T>>
        where
            T: ::planus::WriteAsOffset<self::MulOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<22, T>>
        where
            T: ::planus::WriteAsOffset<self::PadOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(22, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<22, T>>
        where
            T: ::planus::WriteAsOffset<self::PadOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<23, T>>
        where
            T: ::planus::WriteAsOffset<self::GatherOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(23, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<23, T>>
        where
            T: ::planus::WriteAsOffset<self::GatherOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<24, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(24, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<24, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<25, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(25, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<25, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<26, T>>
        where
            T: ::planus::WriteAsOffset<self::TransposeOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(26, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<26, T>>
        where
            T: ::planus::WriteAsOffset<self::TransposeOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<27, T>>
        where
            T: ::planus::WriteAsOffset<self::ReducerOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(27, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<27, T>>
        where
            T: ::planus::WriteAsOffset<self::ReducerOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<28, T>>
        where
            T: ::planus::WriteAsOffset<self::SubOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(28, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<28, T>>
        where
            T: ::planus::WriteAsOffset<self::SubOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<29, T>>
        where
            T: ::planus::WriteAsOffset<self::DivOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(29, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<29, T>>
        where
            T: ::planus::WriteAsOffset<self::DivOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<30, T>>
        where
            T: ::planus::WriteAsOffset<self::SqueezeOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(30, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<30, T>>
        where
            T: ::planus::WriteAsOffset<self::SqueezeOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<31, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(31, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<31, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<32, T>>
        where
            T: ::planus::WriteAsOffset<self::StridedSliceOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(32, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<32, T>>
        where
            T: ::planus::WriteAsOffset<self::StridedSliceOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<33, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(33, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<33, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<34, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(34, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<34, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<35, T>>
        where
            T: ::planus::WriteAsOffset<self::SplitOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(35, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<35, T>>
        where
            T: ::planus::WriteAsOffset<self::SplitOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<36, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(36, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<36, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<37, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(37, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<37, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<38, T>>
        where
            T: ::planus::WriteAsOffset<self::DequantizeOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(38, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<38, T>>
        where
            T: ::planus::WriteAsOffset<self::DequantizeOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<39, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(39, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<39, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<40, T>>
        where
            T: ::planus::WriteAsOffset<self::ArgMaxOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(40, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<40, T>>
        where
            T: ::planus::WriteAsOffset<self::ArgMaxOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<41, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(41, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<41, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<42, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(42, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<42, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<43, T>>
        where
            T: ::planus::WriteAsOffset<self::PadV2Options>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(43, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<43, T>>
        where
            T: ::planus::WriteAsOffset<self::PadV2Options>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<44, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(44, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<44, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<45, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(45, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<45, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<46, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(46, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<46, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<47, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(47, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<47, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<48, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(48, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<48, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<49, T>>
        where
            T: ::planus::WriteAsOffset<self::TransposeConvOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(49, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<49, T>>
        where
            T: ::planus::WriteAsOffset<self::TransposeConvOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<50, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(50, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<50, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<51, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(51, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<51, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<52, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(52, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<52, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<53, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(53, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<53, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<54, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(54, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<54, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<55, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(55, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<55, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<56, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(56, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<56, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<57, T>>
        where
            T: ::planus::WriteAsOffset<self::ArgMinOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(57, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<57, T>>
        where
            T: ::planus::WriteAsOffset<self::ArgMinOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<58, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(58, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<58, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<59, T>>
        where
            T: ::planus::WriteAsOffset<self::PackOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(59, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<59, T>>
        where
            T: ::planus::WriteAsOffset<self::PackOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<60, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(60, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<60, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<61, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(61, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<61, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<62, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(62, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<62, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<63, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(63, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<63, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<64, T>>
        where
            T: ::planus::WriteAsOffset<self::UnpackOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(64, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<64, T>>
        where
            T: ::planus::WriteAsOffset<self::UnpackOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<65, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(65, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<65, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<66, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(66, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<66, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<67, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(67, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<67, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<68, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(68, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<68, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<69, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(69, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<69, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<70, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(70, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<70, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<71, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(71, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<71, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<72, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(72, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<72, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<73, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(73, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<73, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<74, T>>
        where
            T: ::planus::WriteAsOffset<self::ResizeNearestNeighborOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(74, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<74, T>>
        where
            T: ::planus::WriteAsOffset<self::ResizeNearestNeighborOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<75, T>>
        where
            T: ::planus::WriteAsOffset<self::LeakyReluOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(75, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<75, T>>
        where
            T: ::planus::WriteAsOffset<self::LeakyReluOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<76, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(76, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<76, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<77, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(77, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<77, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<78, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(78, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<78, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<79, T>>
        where
            T: ::planus::WriteAsOffset<self::SplitVOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(79, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<79, T>>
        where
            T: ::planus::WriteAsOffset<self::SplitVOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<80, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(80, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<80, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<81, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(81, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<81, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<82, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(82, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<82, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<83, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(83, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<83, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<84, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(84, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<84, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<85, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(85, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<85, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<86, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(86, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<86, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<87, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(87, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<87, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<88, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(88, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<88, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<89, T>>
        where
            T: ::planus::WriteAsOffset<self::QuantizeOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(89, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<89, T>>
        where
            T: ::planus::WriteAsOffset<self::QuantizeOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<90, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(90, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<90, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<91, T>>
        where
            T: ::planus::WriteAsOffset<self::HardSwishOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(91, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<91, T>>
        where
            T: ::planus::WriteAsOffset<self::HardSwishOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<92, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(92, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<92, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<93, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(93, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<93, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<94, T>>
        where
            T: ::planus::WriteAsOffset<self::DepthToSpaceOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(94, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<94, T>>
        where
            T: ::planus::WriteAsOffset<self::DepthToSpaceOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<95, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(95, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<95, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<96, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(96, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<96, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<97, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(97, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<97, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<98, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(98, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<98, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<99, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(99, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<99, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<100, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(100, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<100, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<101, T>>
        where
            T: ::planus::WriteAsOffset<self::BatchMatMulOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(101, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<101, T>>
        where
            T: ::planus::WriteAsOffset<self::BatchMatMulOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<102, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(102, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<102, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<103, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(103, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<103, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<104, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(104, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<104, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<105, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(105, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<105, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<106, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(106, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<106, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<107, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(107, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<107, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<108, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(108, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<108, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<109, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(109, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<109, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<110, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(110, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<110, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<111, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(111, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<111, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<112, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(112, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<112, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<113, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(113, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<113, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<114, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(114, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<114, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<115, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(115, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<115, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<116, T>>
        where
            T: ::planus::WriteAsOffset<self::GeluOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(116, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<116, T>>
        where
            T: ::planus::WriteAsOffset<self::GeluOptions>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<117, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(117, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<117, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<118, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(118, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<118, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<119, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(119, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<119, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<120, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(120, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<120, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<121, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(121, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<121, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<122, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(122, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<122, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<123, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(123, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<123, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<124, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(124, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<124, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<125, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(125, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<125, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<126, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<BuiltinOptions> {
                ::planus::UnionOffset::new(126, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<BuiltinOptions>
            for BuiltinOptionsBuilder<::planus::Initialized<126, T>>
        where
            T: ::planus::WriteAsOffset<self::Unread>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<BuiltinOptions>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }

        /// Reference to a deserialized [BuiltinOptions].
        #[derive(Copy, Clone, Debug)]
        pub enum BuiltinOptionsRef<'a> {
            Conv2DOptions(self::Conv2DOptionsRef<'a>),
            DepthwiseConv2DOptions(self::DepthwiseConv2DOptionsRef<'a>),
            ConcatEmbeddingsOptions(self::UnreadRef<'a>),
            LshProjectionOptions(self::UnreadRef<'a>),
            Pool2DOptions(self::Pool2DOptionsRef<'a>),
            SvdfOptions(self::UnreadRef<'a>),
            RnnOptions(self::UnreadRef<'a>),
            FullyConnectedOptions(self::FullyConnectedOptionsRef<'a>),
            SoftmaxOptions(self::SoftmaxOptionsRef<'a>),
            ConcatenationOptions(self::ConcatenationOptionsRef<'a>),
            AddOptions(self::AddOptionsRef<'a>),
            L2NormOptions(self::UnreadRef<'a>),
            LocalResponseNormalizationOptions(self::UnreadRef<'a>),
            LstmOptions(self::UnreadRef<'a>),
            ResizeBilinearOptions(self::ResizeBilinearOptionsRef<'a>),
            CallOptions(self::UnreadRef<'a>),
            ReshapeOptions(self::ReshapeOptionsRef<'a>),
            SkipGramOptions(self::UnreadRef<'a>),
            SpaceToDepthOptions(self::SpaceToDepthOptionsRef<'a>),
            EmbeddingLookupSparseOptions(self::UnreadRef<'a>),
            MulOptions(self::MulOptionsRef<'a>),
            PadOptions(self::PadOptionsRef<'a>),
            GatherOptions(self::GatherOptionsRef<'a>),
            BatchToSpaceNdOptions(self::UnreadRef<'a>),
            SpaceToBatchNdOptions(self::UnreadRef<'a>),
            TransposeOptions(self::TransposeOptionsRef<'a>),
            ReducerOptions(self::ReducerOptionsRef<'a>),
            SubOptions(self::SubOptionsRef<'a>),
            DivOptions(self::DivOptionsRef<'a>),
            SqueezeOptions(self::SqueezeOptionsRef<'a>),
            SequenceRnnOptions(self::UnreadRef<'a>),
            StridedSliceOptions(self::StridedSliceOptionsRef<'a>),
            ExpOptions(self::UnreadRef<'a>),
            TopKv2Options(self::UnreadRef<'a>),
            SplitOptions(self::SplitOptionsRef<'a>),
            LogSoftmaxOptions(self::UnreadRef<'a>),
            CastOptions(self::UnreadRef<'a>),
            DequantizeOptions(self::DequantizeOptionsRef<'a>),
            MaximumMinimumOptions(self::UnreadRef<'a>),
            ArgMaxOptions(self::ArgMaxOptionsRef<'a>),
            LessOptions(self::UnreadRef<'a>),
            NegOptions(self::UnreadRef<'a>),
            PadV2Options(self::PadV2OptionsRef<'a>),
            GreaterOptions(self::UnreadRef<'a>),
            GreaterEqualOptions(self::UnreadRef<'a>),
            LessEqualOptions(self::UnreadRef<'a>),
            SelectOptions(self::UnreadRef<'a>),
            SliceOptions(self::UnreadRef<'a>),
            TransposeConvOptions(self::TransposeConvOptionsRef<'a>),
            SparseToDenseOptions(self::UnreadRef<'a>),
            TileOptions(self::UnreadRef<'a>),
            ExpandDimsOptions(self::UnreadRef<'a>),
            EqualOptions(self::UnreadRef<'a>),
            NotEqualOptions(self::UnreadRef<'a>),
            ShapeOptions(self::UnreadRef<'a>),
            PowOptions(self::UnreadRef<'a>),
            ArgMinOptions(self::ArgMinOptionsRef<'a>),
            FakeQuantOptions(self::UnreadRef<'a>),
            PackOptions(self::PackOptionsRef<'a>),
            LogicalOrOptions(self::UnreadRef<'a>),
            OneHotOptions(self::UnreadRef<'a>),
            LogicalAndOptions(self::UnreadRef<'a>),
            LogicalNotOptions(self::UnreadRef<'a>),
            UnpackOptions(self::UnpackOptionsRef<'a>),
            FloorDivOptions(self::UnreadRef<'a>),
            SquareOptions(self::UnreadRef<'a>),
            ZerosLikeOptions(self::UnreadRef<'a>),
            FillOptions(self::UnreadRef<'a>),
            BidirectionalSequenceLstmOptions(self::UnreadRef<'a>),
            BidirectionalSequenceRnnOptions(self::UnreadRef<'a>),
            UnidirectionalSequenceLstmOptions(self::UnreadRef<'a>),
            FloorModOptions(self::UnreadRef<'a>),
            RangeOptions(self::UnreadRef<'a>),
            ResizeNearestNeighborOptions(self::ResizeNearestNeighborOptionsRef<'a>),
            LeakyReluOptions(self::LeakyReluOptionsRef<'a>),
            SquaredDifferenceOptions(self::UnreadRef<'a>),
            MirrorPadOptions(self::UnreadRef<'a>),
            AbsOptions(self::UnreadRef<'a>),
            SplitVOptions(self::SplitVOptionsRef<'a>),
            UniqueOptions(self::UnreadRef<'a>),
            ReverseV2Options(self::UnreadRef<'a>),
            AddNOptions(self::UnreadRef<'a>),
            GatherNdOptions(self::UnreadRef<'a>),
            CosOptions(self::UnreadRef<'a>),
            WhereOptions(self::UnreadRef<'a>),
            RankOptions(self::UnreadRef<'a>),
            ReverseSequenceOptions(self::UnreadRef<'a>),
            MatrixDiagOptions(self::UnreadRef<'a>),
            QuantizeOptions(self::QuantizeOptionsRef<'a>),
            MatrixSetDiagOptions(self::UnreadRef<'a>),
            HardSwishOptions(self::HardSwishOptionsRef<'a>),
            IfOptions(self::UnreadRef<'a>),
            WhileOptions(self::UnreadRef<'a>),
            DepthToSpaceOptions(self::DepthToSpaceOptionsRef<'a>),
            NonMaxSuppressionV4Options(self::UnreadRef<'a>),
            NonMaxSuppressionV5Options(self::UnreadRef<'a>),
            ScatterNdOptions(self::UnreadRef<'a>),
            SelectV2Options(self::UnreadRef<'a>),
            DensifyOptions(self::UnreadRef<'a>),
            SegmentSumOptions(self::UnreadRef<'a>),
            BatchMatMulOptions(self::BatchMatMulOptionsRef<'a>),
            CumsumOptions(self::UnreadRef<'a>),
            CallOnceOptions(self::UnreadRef<'a>),
            BroadcastToOptions(self::UnreadRef<'a>),
            Rfft2dOptions(self::UnreadRef<'a>),
            Conv3DOptions(self::UnreadRef<'a>),
            HashtableOptions(self::UnreadRef<'a>),
            HashtableFindOptions(self::UnreadRef<'a>),
            HashtableImportOptions(self::UnreadRef<'a>),
            HashtableSizeOptions(self::UnreadRef<'a>),
            VarHandleOptions(self::UnreadRef<'a>),
            ReadVariableOptions(self::UnreadRef<'a>),
            AssignVariableOptions(self::UnreadRef<'a>),
            RandomOptions(self::UnreadRef<'a>),
            BucketizeOptions(self::UnreadRef<'a>),
            GeluOptions(self::GeluOptionsRef<'a>),
            DynamicUpdateSliceOptions(self::UnreadRef<'a>),
            UnsortedSegmentProdOptions(self::UnreadRef<'a>),
            UnsortedSegmentMaxOptions(self::UnreadRef<'a>),
            UnsortedSegmentMinOptions(self::UnreadRef<'a>),
            UnsortedSegmentSumOptions(self::UnreadRef<'a>),
            ATan2Options(self::UnreadRef<'a>),
            SignOptions(self::UnreadRef<'a>),
            BitcastOptions(self::UnreadRef<'a>),
            BitwiseXorOptions(self::UnreadRef<'a>),
            RightShiftOptions(self::UnreadRef<'a>),
        }

        impl<'a> ::core::convert::TryFrom<BuiltinOptionsRef<'a>> for BuiltinOptions {
            type Error = ::planus::Error;

            fn try_from(value: BuiltinOptionsRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(match value {
                    BuiltinOptionsRef::Conv2DOptions(value) => {
                        Self::Conv2DOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::DepthwiseConv2DOptions(value) => {
                        Self::DepthwiseConv2DOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::ConcatEmbeddingsOptions(value) => {
                        Self::ConcatEmbeddingsOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::LshProjectionOptions(value) => {
                        Self::LshProjectionOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::Pool2DOptions(value) => {
                        Self::Pool2DOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::SvdfOptions(value) => {
                        Self::SvdfOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::RnnOptions(value) => {
                        Self::RnnOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::FullyConnectedOptions(value) => {
                        Self::FullyConnectedOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::SoftmaxOptions(value) => {
                        Self::SoftmaxOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::ConcatenationOptions(value) => {
                        Self::ConcatenationOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::AddOptions(value) => {
                        Self::AddOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::L2NormOptions(value) => {
                        Self::L2NormOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::LocalResponseNormalizationOptions(value) => {
                        Self::LocalResponseNormalizationOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::LstmOptions(value) => {
                        Self::LstmOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::ResizeBilinearOptions(value) => {
                        Self::ResizeBilinearOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::CallOptions(value) => {
                        Self::CallOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::ReshapeOptions(value) => {
                        Self::ReshapeOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::SkipGramOptions(value) => {
                        Self::SkipGramOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::SpaceToDepthOptions(value) => {
                        Self::SpaceToDepthOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::EmbeddingLookupSparseOptions(value) => {
                        Self::EmbeddingLookupSparseOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::MulOptions(value) => {
                        Self::MulOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::PadOptions(value) => {
                        Self::PadOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::GatherOptions(value) => {
                        Self::GatherOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::BatchToSpaceNdOptions(value) => {
                        Self::BatchToSpaceNdOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::SpaceToBatchNdOptions(value) => {
                        Self::SpaceToBatchNdOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::TransposeOptions(value) => {
                        Self::TransposeOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::ReducerOptions(value) => {
                        Self::ReducerOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::SubOptions(value) => {
                        Self::SubOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::DivOptions(value) => {
                        Self::DivOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::SqueezeOptions(value) => {
                        Self::SqueezeOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::SequenceRnnOptions(value) => {
                        Self::SequenceRnnOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::StridedSliceOptions(value) => {
                        Self::StridedSliceOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::ExpOptions(value) => {
                        Self::ExpOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::TopKv2Options(value) => {
                        Self::TopKv2Options(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::SplitOptions(value) => {
                        Self::SplitOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::LogSoftmaxOptions(value) => {
                        Self::LogSoftmaxOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::CastOptions(value) => {
                        Self::CastOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::DequantizeOptions(value) => {
                        Self::DequantizeOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::MaximumMinimumOptions(value) => {
                        Self::MaximumMinimumOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::ArgMaxOptions(value) => {
                        Self::ArgMaxOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::LessOptions(value) => {
                        Self::LessOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::NegOptions(value) => {
                        Self::NegOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::PadV2Options(value) => {
                        Self::PadV2Options(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::GreaterOptions(value) => {
                        Self::GreaterOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::GreaterEqualOptions(value) => {
                        Self::GreaterEqualOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::LessEqualOptions(value) => {
                        Self::LessEqualOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::SelectOptions(value) => {
                        Self::SelectOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::SliceOptions(value) => {
                        Self::SliceOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::TransposeConvOptions(value) => {
                        Self::TransposeConvOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::SparseToDenseOptions(value) => {
                        Self::SparseToDenseOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::TileOptions(value) => {
                        Self::TileOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::ExpandDimsOptions(value) => {
                        Self::ExpandDimsOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::EqualOptions(value) => {
                        Self::EqualOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::NotEqualOptions(value) => {
                        Self::NotEqualOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::ShapeOptions(value) => {
                        Self::ShapeOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::PowOptions(value) => {
                        Self::PowOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::ArgMinOptions(value) => {
                        Self::ArgMinOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::FakeQuantOptions(value) => {
                        Self::FakeQuantOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::PackOptions(value) => {
                        Self::PackOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::LogicalOrOptions(value) => {
                        Self::LogicalOrOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::OneHotOptions(value) => {
                        Self::OneHotOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::LogicalAndOptions(value) => {
                        Self::LogicalAndOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::LogicalNotOptions(value) => {
                        Self::LogicalNotOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::UnpackOptions(value) => {
                        Self::UnpackOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::FloorDivOptions(value) => {
                        Self::FloorDivOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::SquareOptions(value) => {
                        Self::SquareOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::ZerosLikeOptions(value) => {
                        Self::ZerosLikeOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::FillOptions(value) => {
                        Self::FillOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::BidirectionalSequenceLstmOptions(value) => {
                        Self::BidirectionalSequenceLstmOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::BidirectionalSequenceRnnOptions(value) => {
                        Self::BidirectionalSequenceRnnOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::UnidirectionalSequenceLstmOptions(value) => {
                        Self::UnidirectionalSequenceLstmOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::FloorModOptions(value) => {
                        Self::FloorModOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::RangeOptions(value) => {
                        Self::RangeOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::ResizeNearestNeighborOptions(value) => {
                        Self::ResizeNearestNeighborOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::LeakyReluOptions(value) => {
                        Self::LeakyReluOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::SquaredDifferenceOptions(value) => {
                        Self::SquaredDifferenceOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::MirrorPadOptions(value) => {
                        Self::MirrorPadOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::AbsOptions(value) => {
                        Self::AbsOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::SplitVOptions(value) => {
                        Self::SplitVOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::UniqueOptions(value) => {
                        Self::UniqueOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::ReverseV2Options(value) => {
                        Self::ReverseV2Options(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::AddNOptions(value) => {
                        Self::AddNOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::GatherNdOptions(value) => {
                        Self::GatherNdOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::CosOptions(value) => {
                        Self::CosOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::WhereOptions(value) => {
                        Self::WhereOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::RankOptions(value) => {
                        Self::RankOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::ReverseSequenceOptions(value) => {
                        Self::ReverseSequenceOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::MatrixDiagOptions(value) => {
                        Self::MatrixDiagOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::QuantizeOptions(value) => {
                        Self::QuantizeOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::MatrixSetDiagOptions(value) => {
                        Self::MatrixSetDiagOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::HardSwishOptions(value) => {
                        Self::HardSwishOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::IfOptions(value) => {
                        Self::IfOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::WhileOptions(value) => {
                        Self::WhileOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::DepthToSpaceOptions(value) => {
                        Self::DepthToSpaceOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::NonMaxSuppressionV4Options(value) => {
                        Self::NonMaxSuppressionV4Options(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::NonMaxSuppressionV5Options(value) => {
                        Self::NonMaxSuppressionV5Options(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::ScatterNdOptions(value) => {
                        Self::ScatterNdOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::SelectV2Options(value) => {
                        Self::SelectV2Options(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::DensifyOptions(value) => {
                        Self::DensifyOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::SegmentSumOptions(value) => {
                        Self::SegmentSumOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::BatchMatMulOptions(value) => {
                        Self::BatchMatMulOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::CumsumOptions(value) => {
                        Self::CumsumOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::CallOnceOptions(value) => {
                        Self::CallOnceOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::BroadcastToOptions(value) => {
                        Self::BroadcastToOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::Rfft2dOptions(value) => {
                        Self::Rfft2dOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::Conv3DOptions(value) => {
                        Self::Conv3DOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::HashtableOptions(value) => {
                        Self::HashtableOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::HashtableFindOptions(value) => {
                        Self::HashtableFindOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::HashtableImportOptions(value) => {
                        Self::HashtableImportOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::HashtableSizeOptions(value) => {
                        Self::HashtableSizeOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::VarHandleOptions(value) => {
                        Self::VarHandleOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::ReadVariableOptions(value) => {
                        Self::ReadVariableOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::AssignVariableOptions(value) => {
                        Self::AssignVariableOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::RandomOptions(value) => {
                        Self::RandomOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::BucketizeOptions(value) => {
                        Self::BucketizeOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::GeluOptions(value) => {
                        Self::GeluOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::DynamicUpdateSliceOptions(value) => {
                        Self::DynamicUpdateSliceOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::UnsortedSegmentProdOptions(value) => {
                        Self::UnsortedSegmentProdOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::UnsortedSegmentMaxOptions(value) => {
                        Self::UnsortedSegmentMaxOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::UnsortedSegmentMinOptions(value) => {
                        Self::UnsortedSegmentMinOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::UnsortedSegmentSumOptions(value) => {
                        Self::UnsortedSegmentSumOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::ATan2Options(value) => {
                        Self::ATan2Options(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::SignOptions(value) => {
                        Self::SignOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::BitcastOptions(value) => {
                        Self::BitcastOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::BitwiseXorOptions(value) => {
                        Self::BitwiseXorOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    BuiltinOptionsRef::RightShiftOptions(value) => {
                        Self::RightShiftOptions(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }
                })
            }
        }

        impl<'a> ::planus::TableReadUnion<'a> for BuiltinOptionsRef<'a> {
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                tag: u8,
                field_offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                match tag {
                    1 => ::core::result::Result::Ok(Self::Conv2DOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    2 => ::core::result::Result::Ok(Self::DepthwiseConv2DOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    3 => ::core::result::Result::Ok(Self::ConcatEmbeddingsOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    4 => ::core::result::Result::Ok(Self::LshProjectionOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    5 => ::core::result::Result::Ok(Self::Pool2DOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    6 => ::core::result::Result::Ok(Self::SvdfOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    7 => ::core::result::Result::Ok(Self::RnnOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    8 => ::core::result::Result::Ok(Self::FullyConnectedOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    9 => ::core::result::Result::Ok(Self::SoftmaxOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    10 => ::core::result::Result::Ok(Self::ConcatenationOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    11 => ::core::result::Result::Ok(Self::AddOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    12 => ::core::result::Result::Ok(Self::L2NormOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    13 => ::core::result::Result::Ok(Self::LocalResponseNormalizationOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    14 => ::core::result::Result::Ok(Self::LstmOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    15 => ::core::result::Result::Ok(Self::ResizeBilinearOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    16 => ::core::result::Result::Ok(Self::CallOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    17 => ::core::result::Result::Ok(Self::ReshapeOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    18 => ::core::result::Result::Ok(Self::SkipGramOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    19 => ::core::result::Result::Ok(Self::SpaceToDepthOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    20 => ::core::result::Result::Ok(Self::EmbeddingLookupSparseOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    21 => ::core::result::Result::Ok(Self::MulOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    22 => ::core::result::Result::Ok(Self::PadOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    23 => ::core::result::Result::Ok(Self::GatherOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    24 => ::core::result::Result::Ok(Self::BatchToSpaceNdOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    25 => ::core::result::Result::Ok(Self::SpaceToBatchNdOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    26 => ::core::result::Result::Ok(Self::TransposeOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    27 => ::core::result::Result::Ok(Self::ReducerOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    28 => ::core::result::Result::Ok(Self::SubOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    29 => ::core::result::Result::Ok(Self::DivOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    30 => ::core::result::Result::Ok(Self::SqueezeOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    31 => ::core::result::Result::Ok(Self::SequenceRnnOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    32 => ::core::result::Result::Ok(Self::StridedSliceOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    33 => ::core::result::Result::Ok(Self::ExpOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    34 => ::core::result::Result::Ok(Self::TopKv2Options(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    35 => ::core::result::Result::Ok(Self::SplitOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    36 => ::core::result::Result::Ok(Self::LogSoftmaxOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    37 => ::core::result::Result::Ok(Self::CastOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    38 => ::core::result::Result::Ok(Self::DequantizeOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    39 => ::core::result::Result::Ok(Self::MaximumMinimumOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    40 => ::core::result::Result::Ok(Self::ArgMaxOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    41 => ::core::result::Result::Ok(Self::LessOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    42 => ::core::result::Result::Ok(Self::NegOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    43 => ::core::result::Result::Ok(Self::PadV2Options(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    44 => ::core::result::Result::Ok(Self::GreaterOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    45 => ::core::result::Result::Ok(Self::GreaterEqualOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    46 => ::core::result::Result::Ok(Self::LessEqualOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    47 => ::core::result::Result::Ok(Self::SelectOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    48 => ::core::result::Result::Ok(Self::SliceOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    49 => ::core::result::Result::Ok(Self::TransposeConvOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    50 => ::core::result::Result::Ok(Self::SparseToDenseOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    51 => ::core::result::Result::Ok(Self::TileOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    52 => ::core::result::Result::Ok(Self::ExpandDimsOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    53 => ::core::result::Result::Ok(Self::EqualOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    54 => ::core::result::Result::Ok(Self::NotEqualOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    55 => ::core::result::Result::Ok(Self::ShapeOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    56 => ::core::result::Result::Ok(Self::PowOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    57 => ::core::result::Result::Ok(Self::ArgMinOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    58 => ::core::result::Result::Ok(Self::FakeQuantOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    59 => ::core::result::Result::Ok(Self::PackOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    60 => ::core::result::Result::Ok(Self::LogicalOrOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    61 => ::core::result::Result::Ok(Self::OneHotOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    62 => ::core::result::Result::Ok(Self::LogicalAndOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    63 => ::core::result::Result::Ok(Self::LogicalNotOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    64 => ::core::result::Result::Ok(Self::UnpackOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    65 => ::core::result::Result::Ok(Self::FloorDivOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    66 => ::core::result::Result::Ok(Self::SquareOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    67 => ::core::result::Result::Ok(Self::ZerosLikeOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    68 => ::core::result::Result::Ok(Self::FillOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    69 => ::core::result::Result::Ok(Self::BidirectionalSequenceLstmOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    70 => ::core::result::Result::Ok(Self::BidirectionalSequenceRnnOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    71 => ::core::result::Result::Ok(Self::UnidirectionalSequenceLstmOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    72 => ::core::result::Result::Ok(Self::FloorModOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    73 => ::core::result::Result::Ok(Self::RangeOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    74 => ::core::result::Result::Ok(Self::ResizeNearestNeighborOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    75 => ::core::result::Result::Ok(Self::LeakyReluOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    76 => ::core::result::Result::Ok(Self::SquaredDifferenceOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    77 => ::core::result::Result::Ok(Self::MirrorPadOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    78 => ::core::result::Result::Ok(Self::AbsOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    79 => ::core::result::Result::Ok(Self::SplitVOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    80 => ::core::result::Result::Ok(Self::UniqueOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    81 => ::core::result::Result::Ok(Self::ReverseV2Options(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    82 => ::core::result::Result::Ok(Self::AddNOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    83 => ::core::result::Result::Ok(Self::GatherNdOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    84 => ::core::result::Result::Ok(Self::CosOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    85 => ::core::result::Result::Ok(Self::WhereOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    86 => ::core::result::Result::Ok(Self::RankOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    87 => ::core::result::Result::Ok(Self::ReverseSequenceOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    88 => ::core::result::Result::Ok(Self::MatrixDiagOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    89 => ::core::result::Result::Ok(Self::QuantizeOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    90 => ::core::result::Result::Ok(Self::MatrixSetDiagOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    91 => ::core::result::Result::Ok(Self::HardSwishOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    92 => ::core::result::Result::Ok(Self::IfOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    93 => ::core::result::Result::Ok(Self::WhileOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    94 => ::core::result::Result::Ok(Self::DepthToSpaceOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    95 => ::core::result::Result::Ok(Self::NonMaxSuppressionV4Options(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    96 => ::core::result::Result::Ok(Self::NonMaxSuppressionV5Options(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    97 => ::core::result::Result::Ok(Self::ScatterNdOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    98 => ::core::result::Result::Ok(Self::SelectV2Options(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    99 => ::core::result::Result::Ok(Self::DensifyOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    100 => ::core::result::Result::Ok(Self::SegmentSumOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    101 => ::core::result::Result::Ok(Self::BatchMatMulOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    102 => ::core::result::Result::Ok(Self::CumsumOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    103 => ::core::result::Result::Ok(Self::CallOnceOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    104 => ::core::result::Result::Ok(Self::BroadcastToOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    105 => ::core::result::Result::Ok(Self::Rfft2dOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    106 => ::core::result::Result::Ok(Self::Conv3DOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    107 => ::core::result::Result::Ok(Self::HashtableOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    108 => ::core::result::Result::Ok(Self::HashtableFindOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    109 => ::core::result::Result::Ok(Self::HashtableImportOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    110 => ::core::result::Result::Ok(Self::HashtableSizeOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    111 => ::core::result::Result::Ok(Self::VarHandleOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    112 => ::core::result::Result::Ok(Self::ReadVariableOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    113 => ::core::result::Result::Ok(Self::AssignVariableOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    114 => ::core::result::Result::Ok(Self::RandomOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    115 => ::core::result::Result::Ok(Self::BucketizeOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    116 => ::core::result::Result::Ok(Self::GeluOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    117 => ::core::result::Result::Ok(Self::DynamicUpdateSliceOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    118 => ::core::result::Result::Ok(Self::UnsortedSegmentProdOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    119 => ::core::result::Result::Ok(Self::UnsortedSegmentMaxOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    120 => ::core::result::Result::Ok(Self::UnsortedSegmentMinOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    121 => ::core::result::Result::Ok(Self::UnsortedSegmentSumOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    122 => ::core::result::Result::Ok(Self::ATan2Options(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    123 => ::core::result::Result::Ok(Self::SignOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    124 => ::core::result::Result::Ok(Self::BitcastOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    125 => ::core::result::Result::Ok(Self::BitwiseXorOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    126 => ::core::result::Result::Ok(Self::RightShiftOptions(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    _ => {
                        ::core::result::Result::Err(::planus::errors::ErrorKind::UnknownUnionTag {
                            tag,
                        })
                    }
                }
            }
        }

        impl<'a> ::planus::VectorReadUnion<'a> for BuiltinOptionsRef<'a> {
            const VECTOR_NAME: &'static str = "[BuiltinOptionsRef]";
        }

        /// The table `OperatorCode` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `OperatorCode` in the file `schema/tflite.fbs:614`
        #[derive(
            Clone,
            Debug,
            PartialEq,
            PartialOrd,
            Eq,
            Ord,
            Hash,
            ::serde::Serialize,
            ::serde::Deserialize,
        )]
        pub struct OperatorCode {
            pub deprecated_builtin_code: i8,
            pub custom_code: ::core::option::Option<::planus::alloc::string::String>,
            pub version: i32,
            pub builtin_code: i32,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for OperatorCode {
            fn default() -> Self {
                Self {
                    deprecated_builtin_code: 0,
                    custom_code: ::core::default::Default::default(),
                    version: 1,
                    builtin_code: 0,
                }
            }
        }

        impl OperatorCode {
            /// Creates a [OperatorCodeBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> OperatorCodeBuilder<()> {
                OperatorCodeBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_deprecated_builtin_code: impl ::planus::WriteAsDefault<i8, i8>,
                field_custom_code: impl ::planus::WriteAsOptional<
                    ::planus::Offset<::core::primitive::str>,
                >,
                field_version: impl ::planus::WriteAsDefault<i32, i32>,
                field_builtin_code: impl ::planus::WriteAsDefault<i32, i32>,
            ) -> ::planus::Offset<Self> {
                let prepared_deprecated_builtin_code =
                    field_deprecated_builtin_code.prepare(builder, &0);
                let prepared_custom_code = field_custom_code.prepare(builder);
                let prepared_version = field_version.prepare(builder, &1);
                let prepared_builtin_code = field_builtin_code.prepare(builder, &0);

                let mut table_writer: ::planus::table_writer::TableWriter<12> =
                    ::core::default::Default::default();
                if prepared_custom_code.is_some() {
                    table_writer.write_entry::<::planus::Offset<str>>(1);
                }
                if prepared_version.is_some() {
                    table_writer.write_entry::<i32>(2);
                }
                if prepared_builtin_code.is_some() {
                    table_writer.write_entry::<i32>(3);
                }
                if prepared_deprecated_builtin_code.is_some() {
                    table_writer.write_entry::<i8>(0);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_custom_code) =
                            prepared_custom_code
                        {
                            object_writer.write::<_, _, 4>(&prepared_custom_code);
                        }
                        if let ::core::option::Option::Some(prepared_version) = prepared_version {
                            object_writer.write::<_, _, 4>(&prepared_version);
                        }
                        if let ::core::option::Option::Some(prepared_builtin_code) =
                            prepared_builtin_code
                        {
                            object_writer.write::<_, _, 4>(&prepared_builtin_code);
                        }
                        if let ::core::option::Option::Some(prepared_deprecated_builtin_code) =
                            prepared_deprecated_builtin_code
                        {
                            object_writer.write::<_, _, 1>(&prepared_deprecated_builtin_code);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<OperatorCode>> for OperatorCode {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<OperatorCode> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<OperatorCode>> for OperatorCode {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<OperatorCode>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<OperatorCode> for OperatorCode {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<OperatorCode> {
                OperatorCode::create(
                    builder,
                    self.deprecated_builtin_code,
                    &self.custom_code,
                    self.version,
                    self.builtin_code,
                )
            }
        }

        /// Builder for serializing an instance of the [OperatorCode] type.
        ///
        /// Can be created using the [OperatorCode::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct OperatorCodeBuilder<State>(State);

        impl OperatorCodeBuilder<()> {
            /// Setter for the [`deprecated_builtin_code` field](OperatorCode#structfield.deprecated_builtin_code).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn deprecated_builtin_code<T0>(self, value: T0) -> OperatorCodeBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<i8, i8>,
            {
                OperatorCodeBuilder((value,))
            }

            /// Sets the [`deprecated_builtin_code` field](OperatorCode#structfield.deprecated_builtin_code) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn deprecated_builtin_code_as_default(
                self,
            ) -> OperatorCodeBuilder<(::planus::DefaultValue,)> {
                self.deprecated_builtin_code(::planus::DefaultValue)
            }
        }

        impl<T0> OperatorCodeBuilder<(T0,)> {
            /// Setter for the [`custom_code` field](OperatorCode#structfield.custom_code).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn custom_code<T1>(self, value: T1) -> OperatorCodeBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
            {
                let (v0,) = self.0;
                OperatorCodeBuilder((v0, value))
            }

            /// Sets the [`custom_code` field](OperatorCode#structfield.custom_code) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn custom_code_as_null(self) -> OperatorCodeBuilder<(T0, ())> {
                self.custom_code(())
            }
        }

        impl<T0, T1> OperatorCodeBuilder<(T0, T1)> {
            /// Setter for the [`version` field](OperatorCode#structfield.version).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn version<T2>(self, value: T2) -> OperatorCodeBuilder<(T0, T1, T2)>
            where
                T2: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0, v1) = self.0;
                OperatorCodeBuilder((v0, v1, value))
            }

            /// Sets the [`version` field](OperatorCode#structfield.version) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn version_as_default(
                self,
            ) -> OperatorCodeBuilder<(T0, T1, ::planus::DefaultValue)> {
                self.version(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2> OperatorCodeBuilder<(T0, T1, T2)> {
            /// Setter for the [`builtin_code` field](OperatorCode#structfield.builtin_code).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn builtin_code<T3>(self, value: T3) -> OperatorCodeBuilder<(T0, T1, T2, T3)>
            where
                T3: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0, v1, v2) = self.0;
                OperatorCodeBuilder((v0, v1, v2, value))
            }

            /// Sets the [`builtin_code` field](OperatorCode#structfield.builtin_code) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn builtin_code_as_default(
                self,
            ) -> OperatorCodeBuilder<(T0, T1, T2, ::planus::DefaultValue)> {
                self.builtin_code(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3> OperatorCodeBuilder<(T0, T1, T2, T3)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [OperatorCode].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<OperatorCode>
            where
                Self: ::planus::WriteAsOffset<OperatorCode>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<i8, i8>,
                T1: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T2: ::planus::WriteAsDefault<i32, i32>,
                T3: ::planus::WriteAsDefault<i32, i32>,
            > ::planus::WriteAs<::planus::Offset<OperatorCode>>
            for OperatorCodeBuilder<(T0, T1, T2, T3)>
        {
            type Prepared = ::planus::Offset<OperatorCode>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<OperatorCode> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<i8, i8>,
                T1: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T2: ::planus::WriteAsDefault<i32, i32>,
                T3: ::planus::WriteAsDefault<i32, i32>,
            > ::planus::WriteAsOptional<::planus::Offset<OperatorCode>>
            for OperatorCodeBuilder<(T0, T1, T2, T3)>
        {
            type Prepared = ::planus::Offset<OperatorCode>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<OperatorCode>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<i8, i8>,
                T1: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T2: ::planus::WriteAsDefault<i32, i32>,
                T3: ::planus::WriteAsDefault<i32, i32>,
            > ::planus::WriteAsOffset<OperatorCode> for OperatorCodeBuilder<(T0, T1, T2, T3)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<OperatorCode> {
                let (v0, v1, v2, v3) = &self.0;
                OperatorCode::create(builder, v0, v1, v2, v3)
            }
        }

        /// Reference to a deserialized [OperatorCode].
        #[derive(Copy, Clone)]
        pub struct OperatorCodeRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> OperatorCodeRef<'a> {
            #[inline]
            pub fn deprecated_builtin_code(&self) -> ::planus::Result<i8> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "OperatorCode", "deprecated_builtin_code")?
                        .unwrap_or(0),
                )
            }

            #[inline]
            pub fn custom_code(
                &self,
            ) -> ::planus::Result<::core::option::Option<&'a ::core::primitive::str>> {
                self.0.access(1, "OperatorCode", "custom_code")
            }

            #[inline]
            pub fn version(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0.access(2, "OperatorCode", "version")?.unwrap_or(1),
                )
            }

            #[inline]
            pub fn builtin_code(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(3, "OperatorCode", "builtin_code")?
                        .unwrap_or(0),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for OperatorCodeRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("OperatorCodeRef");
                f.field("deprecated_builtin_code", &self.deprecated_builtin_code());
                if let ::core::option::Option::Some(field_custom_code) =
                    self.custom_code().transpose()
                {
                    f.field("custom_code", &field_custom_code);
                }
                f.field("version", &self.version());
                f.field("builtin_code", &self.builtin_code());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<OperatorCodeRef<'a>> for OperatorCode {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: OperatorCodeRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    deprecated_builtin_code: ::core::convert::TryInto::try_into(
                        value.deprecated_builtin_code()?,
                    )?,
                    custom_code: value.custom_code()?.map(::core::convert::Into::into),
                    version: ::core::convert::TryInto::try_into(value.version()?)?,
                    builtin_code: ::core::convert::TryInto::try_into(value.builtin_code()?)?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for OperatorCodeRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for OperatorCodeRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[OperatorCodeRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<OperatorCode>> for OperatorCode {
            type Value = ::planus::Offset<OperatorCode>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<OperatorCode>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for OperatorCodeRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[OperatorCodeRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `Operator` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `Operator` in the file `schema/tflite.fbs:621`
        #[derive(Clone, Debug, PartialEq, PartialOrd, ::serde::Serialize, ::serde::Deserialize)]
        pub struct Operator {
            pub opcode_index: u32,
            pub inputs: ::core::option::Option<::planus::alloc::vec::Vec<i32>>,
            pub outputs: ::core::option::Option<::planus::alloc::vec::Vec<i32>>,
            pub builtin_options: ::core::option::Option<self::BuiltinOptions>,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for Operator {
            fn default() -> Self {
                Self {
                    opcode_index: 0,
                    inputs: ::core::default::Default::default(),
                    outputs: ::core::default::Default::default(),
                    builtin_options: ::core::default::Default::default(),
                }
            }
        }

        impl Operator {
            /// Creates a [OperatorBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> OperatorBuilder<()> {
                OperatorBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_opcode_index: impl ::planus::WriteAsDefault<u32, u32>,
                field_inputs: impl ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                field_outputs: impl ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                field_builtin_options: impl ::planus::WriteAsOptionalUnion<self::BuiltinOptions>,
            ) -> ::planus::Offset<Self> {
                let prepared_opcode_index = field_opcode_index.prepare(builder, &0);
                let prepared_inputs = field_inputs.prepare(builder);
                let prepared_outputs = field_outputs.prepare(builder);
                let prepared_builtin_options = field_builtin_options.prepare(builder);

                let mut table_writer: ::planus::table_writer::TableWriter<14> =
                    ::core::default::Default::default();
                if prepared_opcode_index.is_some() {
                    table_writer.write_entry::<u32>(0);
                }
                if prepared_inputs.is_some() {
                    table_writer.write_entry::<::planus::Offset<[i32]>>(1);
                }
                if prepared_outputs.is_some() {
                    table_writer.write_entry::<::planus::Offset<[i32]>>(2);
                }
                if prepared_builtin_options.is_some() {
                    table_writer.write_entry::<::planus::Offset<self::BuiltinOptions>>(4);
                }
                if prepared_builtin_options.is_some() {
                    table_writer.write_entry::<u8>(3);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_opcode_index) =
                            prepared_opcode_index
                        {
                            object_writer.write::<_, _, 4>(&prepared_opcode_index);
                        }
                        if let ::core::option::Option::Some(prepared_inputs) = prepared_inputs {
                            object_writer.write::<_, _, 4>(&prepared_inputs);
                        }
                        if let ::core::option::Option::Some(prepared_outputs) = prepared_outputs {
                            object_writer.write::<_, _, 4>(&prepared_outputs);
                        }
                        if let ::core::option::Option::Some(prepared_builtin_options) =
                            prepared_builtin_options
                        {
                            object_writer.write::<_, _, 4>(&prepared_builtin_options.offset());
                        }
                        if let ::core::option::Option::Some(prepared_builtin_options) =
                            prepared_builtin_options
                        {
                            object_writer.write::<_, _, 1>(&prepared_builtin_options.tag());
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<Operator>> for Operator {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Operator> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<Operator>> for Operator {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Operator>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<Operator> for Operator {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Operator> {
                Operator::create(
                    builder,
                    self.opcode_index,
                    &self.inputs,
                    &self.outputs,
                    &self.builtin_options,
                )
            }
        }

        /// Builder for serializing an instance of the [Operator] type.
        ///
        /// Can be created using the [Operator::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct OperatorBuilder<State>(State);

        impl OperatorBuilder<()> {
            /// Setter for the [`opcode_index` field](Operator#structfield.opcode_index).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn opcode_index<T0>(self, value: T0) -> OperatorBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<u32, u32>,
            {
                OperatorBuilder((value,))
            }

            /// Sets the [`opcode_index` field](Operator#structfield.opcode_index) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn opcode_index_as_default(self) -> OperatorBuilder<(::planus::DefaultValue,)> {
                self.opcode_index(::planus::DefaultValue)
            }
        }

        impl<T0> OperatorBuilder<(T0,)> {
            /// Setter for the [`inputs` field](Operator#structfield.inputs).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn inputs<T1>(self, value: T1) -> OperatorBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
            {
                let (v0,) = self.0;
                OperatorBuilder((v0, value))
            }

            /// Sets the [`inputs` field](Operator#structfield.inputs) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn inputs_as_null(self) -> OperatorBuilder<(T0, ())> {
                self.inputs(())
            }
        }

        impl<T0, T1> OperatorBuilder<(T0, T1)> {
            /// Setter for the [`outputs` field](Operator#structfield.outputs).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn outputs<T2>(self, value: T2) -> OperatorBuilder<(T0, T1, T2)>
            where
                T2: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
            {
                let (v0, v1) = self.0;
                OperatorBuilder((v0, v1, value))
            }

            /// Sets the [`outputs` field](Operator#structfield.outputs) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn outputs_as_null(self) -> OperatorBuilder<(T0, T1, ())> {
                self.outputs(())
            }
        }

        impl<T0, T1, T2> OperatorBuilder<(T0, T1, T2)> {
            /// Setter for the [`builtin_options` field](Operator#structfield.builtin_options).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn builtin_options<T3>(self, value: T3) -> OperatorBuilder<(T0, T1, T2, T3)>
            where
                T3: ::planus::WriteAsOptionalUnion<self::BuiltinOptions>,
            {
                let (v0, v1, v2) = self.0;
                OperatorBuilder((v0, v1, v2, value))
            }

            /// Sets the [`builtin_options` field](Operator#structfield.builtin_options) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn builtin_options_as_null(self) -> OperatorBuilder<(T0, T1, T2, ())> {
                self.builtin_options(())
            }
        }

        impl<T0, T1, T2, T3> OperatorBuilder<(T0, T1, T2, T3)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [Operator].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<Operator>
            where
                Self: ::planus::WriteAsOffset<Operator>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<u32, u32>,
                T1: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T2: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T3: ::planus::WriteAsOptionalUnion<self::BuiltinOptions>,
            > ::planus::WriteAs<::planus::Offset<Operator>> for OperatorBuilder<(T0, T1, T2, T3)>
        {
            type Prepared = ::planus::Offset<Operator>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Operator> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<u32, u32>,
                T1: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T2: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T3: ::planus::WriteAsOptionalUnion<self::BuiltinOptions>,
            > ::planus::WriteAsOptional<::planus::Offset<Operator>>
            for OperatorBuilder<(T0, T1, T2, T3)>
        {
            type Prepared = ::planus::Offset<Operator>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Operator>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<u32, u32>,
                T1: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T2: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T3: ::planus::WriteAsOptionalUnion<self::BuiltinOptions>,
            > ::planus::WriteAsOffset<Operator> for OperatorBuilder<(T0, T1, T2, T3)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Operator> {
                let (v0, v1, v2, v3) = &self.0;
                Operator::create(builder, v0, v1, v2, v3)
            }
        }

        /// Reference to a deserialized [Operator].
        #[derive(Copy, Clone)]
        pub struct OperatorRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> OperatorRef<'a> {
            #[inline]
            pub fn opcode_index(&self) -> ::planus::Result<u32> {
                ::core::result::Result::Ok(
                    self.0.access(0, "Operator", "opcode_index")?.unwrap_or(0),
                )
            }

            #[inline]
            pub fn inputs(
                &self,
            ) -> ::planus::Result<::core::option::Option<::planus::Vector<'a, i32>>> {
                self.0.access(1, "Operator", "inputs")
            }

            #[inline]
            pub fn outputs(
                &self,
            ) -> ::planus::Result<::core::option::Option<::planus::Vector<'a, i32>>> {
                self.0.access(2, "Operator", "outputs")
            }

            #[inline]
            pub fn builtin_options(
                &self,
            ) -> ::planus::Result<::core::option::Option<self::BuiltinOptionsRef<'a>>> {
                self.0.access_union(3, "Operator", "builtin_options")
            }
        }

        impl<'a> ::core::fmt::Debug for OperatorRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("OperatorRef");
                f.field("opcode_index", &self.opcode_index());
                if let ::core::option::Option::Some(field_inputs) = self.inputs().transpose() {
                    f.field("inputs", &field_inputs);
                }
                if let ::core::option::Option::Some(field_outputs) = self.outputs().transpose() {
                    f.field("outputs", &field_outputs);
                }
                if let ::core::option::Option::Some(field_builtin_options) =
                    self.builtin_options().transpose()
                {
                    f.field("builtin_options", &field_builtin_options);
                }
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<OperatorRef<'a>> for Operator {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: OperatorRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    opcode_index: ::core::convert::TryInto::try_into(value.opcode_index()?)?,
                    inputs: if let ::core::option::Option::Some(inputs) = value.inputs()? {
                        ::core::option::Option::Some(inputs.to_vec()?)
                    } else {
                        ::core::option::Option::None
                    },
                    outputs: if let ::core::option::Option::Some(outputs) = value.outputs()? {
                        ::core::option::Option::Some(outputs.to_vec()?)
                    } else {
                        ::core::option::Option::None
                    },
                    builtin_options: if let ::core::option::Option::Some(builtin_options) =
                        value.builtin_options()?
                    {
                        ::core::option::Option::Some(::core::convert::TryInto::try_into(
                            builtin_options,
                        )?)
                    } else {
                        ::core::option::Option::None
                    },
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for OperatorRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for OperatorRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location("[OperatorRef]", "get", buffer.offset_from_start)
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<Operator>> for Operator {
            type Value = ::planus::Offset<Operator>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<Operator>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for OperatorRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[OperatorRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `SubGraph` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `SubGraph` in the file `schema/tflite.fbs:628`
        #[derive(Clone, Debug, PartialEq, PartialOrd, ::serde::Serialize, ::serde::Deserialize)]
        pub struct SubGraph {
            pub tensors: ::core::option::Option<::planus::alloc::vec::Vec<self::Tensor>>,
            pub inputs: ::core::option::Option<::planus::alloc::vec::Vec<i32>>,
            pub outputs: ::core::option::Option<::planus::alloc::vec::Vec<i32>>,
            pub operators: ::core::option::Option<::planus::alloc::vec::Vec<self::Operator>>,
            pub name: ::core::option::Option<::planus::alloc::string::String>,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for SubGraph {
            fn default() -> Self {
                Self {
                    tensors: ::core::default::Default::default(),
                    inputs: ::core::default::Default::default(),
                    outputs: ::core::default::Default::default(),
                    operators: ::core::default::Default::default(),
                    name: ::core::default::Default::default(),
                }
            }
        }

        impl SubGraph {
            /// Creates a [SubGraphBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> SubGraphBuilder<()> {
                SubGraphBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_tensors: impl ::planus::WriteAsOptional<
                    ::planus::Offset<[::planus::Offset<self::Tensor>]>,
                >,
                field_inputs: impl ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                field_outputs: impl ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                field_operators: impl ::planus::WriteAsOptional<
                    ::planus::Offset<[::planus::Offset<self::Operator>]>,
                >,
                field_name: impl ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
            ) -> ::planus::Offset<Self> {
                let prepared_tensors = field_tensors.prepare(builder);
                let prepared_inputs = field_inputs.prepare(builder);
                let prepared_outputs = field_outputs.prepare(builder);
                let prepared_operators = field_operators.prepare(builder);
                let prepared_name = field_name.prepare(builder);

                let mut table_writer: ::planus::table_writer::TableWriter<14> =
                    ::core::default::Default::default();
                if prepared_tensors.is_some() {
                    table_writer
                        .write_entry::<::planus::Offset<[::planus::Offset<self::Tensor>]>>(0);
                }
                if prepared_inputs.is_some() {
                    table_writer.write_entry::<::planus::Offset<[i32]>>(1);
                }
                if prepared_outputs.is_some() {
                    table_writer.write_entry::<::planus::Offset<[i32]>>(2);
                }
                if prepared_operators.is_some() {
                    table_writer
                        .write_entry::<::planus::Offset<[::planus::Offset<self::Operator>]>>(3);
                }
                if prepared_name.is_some() {
                    table_writer.write_entry::<::planus::Offset<str>>(4);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_tensors) = prepared_tensors {
                            object_writer.write::<_, _, 4>(&prepared_tensors);
                        }
                        if let ::core::option::Option::Some(prepared_inputs) = prepared_inputs {
                            object_writer.write::<_, _, 4>(&prepared_inputs);
                        }
                        if let ::core::option::Option::Some(prepared_outputs) = prepared_outputs {
                            object_writer.write::<_, _, 4>(&prepared_outputs);
                        }
                        if let ::core::option::Option::Some(prepared_operators) = prepared_operators
                        {
                            object_writer.write::<_, _, 4>(&prepared_operators);
                        }
                        if let ::core::option::Option::Some(prepared_name) = prepared_name {
                            object_writer.write::<_, _, 4>(&prepared_name);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<SubGraph>> for SubGraph {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SubGraph> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<SubGraph>> for SubGraph {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<SubGraph>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<SubGraph> for SubGraph {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SubGraph> {
                SubGraph::create(
                    builder,
                    &self.tensors,
                    &self.inputs,
                    &self.outputs,
                    &self.operators,
                    &self.name,
                )
            }
        }

        /// Builder for serializing an instance of the [SubGraph] type.
        ///
        /// Can be created using the [SubGraph::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct SubGraphBuilder<State>(State);

        impl SubGraphBuilder<()> {
            /// Setter for the [`tensors` field](SubGraph#structfield.tensors).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn tensors<T0>(self, value: T0) -> SubGraphBuilder<(T0,)>
            where
                T0: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Tensor>]>>,
            {
                SubGraphBuilder((value,))
            }

            /// Sets the [`tensors` field](SubGraph#structfield.tensors) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn tensors_as_null(self) -> SubGraphBuilder<((),)> {
                self.tensors(())
            }
        }

        impl<T0> SubGraphBuilder<(T0,)> {
            /// Setter for the [`inputs` field](SubGraph#structfield.inputs).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn inputs<T1>(self, value: T1) -> SubGraphBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
            {
                let (v0,) = self.0;
                SubGraphBuilder((v0, value))
            }

            /// Sets the [`inputs` field](SubGraph#structfield.inputs) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn inputs_as_null(self) -> SubGraphBuilder<(T0, ())> {
                self.inputs(())
            }
        }

        impl<T0, T1> SubGraphBuilder<(T0, T1)> {
            /// Setter for the [`outputs` field](SubGraph#structfield.outputs).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn outputs<T2>(self, value: T2) -> SubGraphBuilder<(T0, T1, T2)>
            where
                T2: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
            {
                let (v0, v1) = self.0;
                SubGraphBuilder((v0, v1, value))
            }

            /// Sets the [`outputs` field](SubGraph#structfield.outputs) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn outputs_as_null(self) -> SubGraphBuilder<(T0, T1, ())> {
                self.outputs(())
            }
        }

        impl<T0, T1, T2> SubGraphBuilder<(T0, T1, T2)> {
            /// Setter for the [`operators` field](SubGraph#structfield.operators).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn operators<T3>(self, value: T3) -> SubGraphBuilder<(T0, T1, T2, T3)>
            where
                T3: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Operator>]>>,
            {
                let (v0, v1, v2) = self.0;
                SubGraphBuilder((v0, v1, v2, value))
            }

            /// Sets the [`operators` field](SubGraph#structfield.operators) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn operators_as_null(self) -> SubGraphBuilder<(T0, T1, T2, ())> {
                self.operators(())
            }
        }

        impl<T0, T1, T2, T3> SubGraphBuilder<(T0, T1, T2, T3)> {
            /// Setter for the [`name` field](SubGraph#structfield.name).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn name<T4>(self, value: T4) -> SubGraphBuilder<(T0, T1, T2, T3, T4)>
            where
                T4: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
            {
                let (v0, v1, v2, v3) = self.0;
                SubGraphBuilder((v0, v1, v2, v3, value))
            }

            /// Sets the [`name` field](SubGraph#structfield.name) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn name_as_null(self) -> SubGraphBuilder<(T0, T1, T2, T3, ())> {
                self.name(())
            }
        }

        impl<T0, T1, T2, T3, T4> SubGraphBuilder<(T0, T1, T2, T3, T4)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [SubGraph].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<SubGraph>
            where
                Self: ::planus::WriteAsOffset<SubGraph>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Tensor>]>>,
                T1: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T2: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T3: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Operator>]>>,
                T4: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
            > ::planus::WriteAs<::planus::Offset<SubGraph>>
            for SubGraphBuilder<(T0, T1, T2, T3, T4)>
        {
            type Prepared = ::planus::Offset<SubGraph>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SubGraph> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Tensor>]>>,
                T1: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T2: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T3: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Operator>]>>,
                T4: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
            > ::planus::WriteAsOptional<::planus::Offset<SubGraph>>
            for SubGraphBuilder<(T0, T1, T2, T3, T4)>
        {
            type Prepared = ::planus::Offset<SubGraph>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<SubGraph>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Tensor>]>>,
                T1: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T2: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T3: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Operator>]>>,
                T4: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
            > ::planus::WriteAsOffset<SubGraph> for SubGraphBuilder<(T0, T1, T2, T3, T4)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SubGraph> {
                let (v0, v1, v2, v3, v4) = &self.0;
                SubGraph::create(builder, v0, v1, v2, v3, v4)
            }
        }

        /// Reference to a deserialized [SubGraph].
        #[derive(Copy, Clone)]
        pub struct SubGraphRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> SubGraphRef<'a> {
            #[inline]
            pub fn tensors(
                &self,
            ) -> ::planus::Result<
                ::core::option::Option<::planus::Vector<'a, ::planus::Result<self::TensorRef<'a>>>>,
            > {
                self.0.access(0, "SubGraph", "tensors")
            }

            #[inline]
            pub fn inputs(
                &self,
            ) -> ::planus::Result<::core::option::Option<::planus::Vector<'a, i32>>> {
                self.0.access(1, "SubGraph", "inputs")
            }

            #[inline]
            pub fn outputs(
                &self,
            ) -> ::planus::Result<::core::option::Option<::planus::Vector<'a, i32>>> {
                self.0.access(2, "SubGraph", "outputs")
            }

            #[inline]
            pub fn operators(
                &self,
            ) -> ::planus::Result<
                ::core::option::Option<
                    ::planus::Vector<'a, ::planus::Result<self::OperatorRef<'a>>>,
                >,
            > {
                self.0.access(3, "SubGraph", "operators")
            }

            #[inline]
            pub fn name(
                &self,
            ) -> ::planus::Result<::core::option::Option<&'a ::core::primitive::str>> {
                self.0.access(4, "SubGraph", "name")
            }
        }

        impl<'a> ::core::fmt::Debug for SubGraphRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("SubGraphRef");
                if let ::core::option::Option::Some(field_tensors) = self.tensors().transpose() {
                    f.field("tensors", &field_tensors);
                }
                if let ::core::option::Option::Some(field_inputs) = self.inputs().transpose() {
                    f.field("inputs", &field_inputs);
                }
                if let ::core::option::Option::Some(field_outputs) = self.outputs().transpose() {
                    f.field("outputs", &field_outputs);
                }
                if let ::core::option::Option::Some(field_operators) = self.operators().transpose()
                {
                    f.field("operators", &field_operators);
                }
                if let ::core::option::Option::Some(field_name) = self.name().transpose() {
                    f.field("name", &field_name);
                }
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<SubGraphRef<'a>> for SubGraph {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: SubGraphRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    tensors: if let ::core::option::Option::Some(tensors) = value.tensors()? {
                        ::core::option::Option::Some(tensors.to_vec_result()?)
                    } else {
                        ::core::option::Option::None
                    },
                    inputs: if let ::core::option::Option::Some(inputs) = value.inputs()? {
                        ::core::option::Option::Some(inputs.to_vec()?)
                    } else {
                        ::core::option::Option::None
                    },
                    outputs: if let ::core::option::Option::Some(outputs) = value.outputs()? {
                        ::core::option::Option::Some(outputs.to_vec()?)
                    } else {
                        ::core::option::Option::None
                    },
                    operators: if let ::core::option::Option::Some(operators) = value.operators()? {
                        ::core::option::Option::Some(operators.to_vec_result()?)
                    } else {
                        ::core::option::Option::None
                    },
                    name: value.name()?.map(::core::convert::Into::into),
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for SubGraphRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for SubGraphRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location("[SubGraphRef]", "get", buffer.offset_from_start)
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<SubGraph>> for SubGraph {
            type Value = ::planus::Offset<SubGraph>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<SubGraph>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for SubGraphRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[SubGraphRef]", "read_as_root", 0)
                })
            }
        }

        /// The table `Model` in the namespace `tflite`
        ///
        /// Generated from these locations:
        /// * Table `Model` in the file `schema/tflite.fbs:636`
        #[derive(Clone, Debug, PartialEq, PartialOrd, ::serde::Serialize, ::serde::Deserialize)]
        pub struct Model {
            pub version: u32,
            pub operator_codes:
                ::core::option::Option<::planus::alloc::vec::Vec<self::OperatorCode>>,
            pub subgraphs: ::core::option::Option<::planus::alloc::vec::Vec<self::SubGraph>>,
            pub description: ::core::option::Option<::planus::alloc::string::String>,
            pub buffers: ::core::option::Option<::planus::alloc::vec::Vec<self::Buffer>>,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for Model {
            fn default() -> Self {
                Self {
                    version: 0,
                    operator_codes: ::core::default::Default::default(),
                    subgraphs: ::core::default::Default::default(),
                    description: ::core::default::Default::default(),
                    buffers: ::core::default::Default::default(),
                }
            }
        }

        impl Model {
            /// Creates a [ModelBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> ModelBuilder<()> {
                ModelBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_version: impl ::planus::WriteAsDefault<u32, u32>,
                field_operator_codes: impl ::planus::WriteAsOptional<
                    ::planus::Offset<[::planus::Offset<self::OperatorCode>]>,
                >,
                field_subgraphs: impl ::planus::WriteAsOptional<
                    ::planus::Offset<[::planus::Offset<self::SubGraph>]>,
                >,
                field_description: impl ::planus::WriteAsOptional<
                    ::planus::Offset<::core::primitive::str>,
                >,
                field_buffers: impl ::planus::WriteAsOptional<
                    ::planus::Offset<[::planus::Offset<self::Buffer>]>,
                >,
            ) -> ::planus::Offset<Self> {
                let prepared_version = field_version.prepare(builder, &0);
                let prepared_operator_codes = field_operator_codes.prepare(builder);
                let prepared_subgraphs = field_subgraphs.prepare(builder);
                let prepared_description = field_description.prepare(builder);
                let prepared_buffers = field_buffers.prepare(builder);

                let mut table_writer: ::planus::table_writer::TableWriter<14> =
                    ::core::default::Default::default();
                if prepared_version.is_some() {
                    table_writer.write_entry::<u32>(0);
                }
                if prepared_operator_codes.is_some() {
                    table_writer
                        .write_entry::<::planus::Offset<[::planus::Offset<self::OperatorCode>]>>(1);
                }
                if prepared_subgraphs.is_some() {
                    table_writer
                        .write_entry::<::planus::Offset<[::planus::Offset<self::SubGraph>]>>(2);
                }
                if prepared_description.is_some() {
                    table_writer.write_entry::<::planus::Offset<str>>(3);
                }
                if prepared_buffers.is_some() {
                    table_writer
                        .write_entry::<::planus::Offset<[::planus::Offset<self::Buffer>]>>(4);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_version) = prepared_version {
                            object_writer.write::<_, _, 4>(&prepared_version);
                        }
                        if let ::core::option::Option::Some(prepared_operator_codes) =
                            prepared_operator_codes
                        {
                            object_writer.write::<_, _, 4>(&prepared_operator_codes);
                        }
                        if let ::core::option::Option::Some(prepared_subgraphs) = prepared_subgraphs
                        {
                            object_writer.write::<_, _, 4>(&prepared_subgraphs);
                        }
                        if let ::core::option::Option::Some(prepared_description) =
                            prepared_description
                        {
                            object_writer.write::<_, _, 4>(&prepared_description);
                        }
                        if let ::core::option::Option::Some(prepared_buffers) = prepared_buffers {
                            object_writer.write::<_, _, 4>(&prepared_buffers);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<Model>> for Model {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Model> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<Model>> for Model {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Model>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<Model> for Model {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Model> {
                Model::create(
                    builder,
                    self.version,
                    &self.operator_codes,
                    &self.subgraphs,
                    &self.description,
                    &self.buffers,
                )
            }
        }

        /// Builder for serializing an instance of the [Model] type.
        ///
        /// Can be created using the [Model::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct ModelBuilder<State>(State);

        impl ModelBuilder<()> {
            /// Setter for the [`version` field](Model#structfield.version).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn version<T0>(self, value: T0) -> ModelBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<u32, u32>,
            {
                ModelBuilder((value,))
            }

            /// Sets the [`version` field](Model#structfield.version) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn version_as_default(self) -> ModelBuilder<(::planus::DefaultValue,)> {
                self.version(::planus::DefaultValue)
            }
        }

        impl<T0> ModelBuilder<(T0,)> {
            /// Setter for the [`operator_codes` field](Model#structfield.operator_codes).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn operator_codes<T1>(self, value: T1) -> ModelBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsOptional<
                    ::planus::Offset<[::planus::Offset<self::OperatorCode>]>,
                >,
            {
                let (v0,) = self.0;
                ModelBuilder((v0, value))
            }

            /// Sets the [`operator_codes` field](Model#structfield.operator_codes) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn operator_codes_as_null(self) -> ModelBuilder<(T0, ())> {
                self.operator_codes(())
            }
        }

        impl<T0, T1> ModelBuilder<(T0, T1)> {
            /// Setter for the [`subgraphs` field](Model#structfield.subgraphs).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn subgraphs<T2>(self, value: T2) -> ModelBuilder<(T0, T1, T2)>
            where
                T2: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::SubGraph>]>>,
            {
                let (v0, v1) = self.0;
                ModelBuilder((v0, v1, value))
            }

            /// Sets the [`subgraphs` field](Model#structfield.subgraphs) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn subgraphs_as_null(self) -> ModelBuilder<(T0, T1, ())> {
                self.subgraphs(())
            }
        }

        impl<T0, T1, T2> ModelBuilder<(T0, T1, T2)> {
            /// Setter for the [`description` field](Model#structfield.description).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn description<T3>(self, value: T3) -> ModelBuilder<(T0, T1, T2, T3)>
            where
                T3: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
            {
                let (v0, v1, v2) = self.0;
                ModelBuilder((v0, v1, v2, value))
            }

            /// Sets the [`description` field](Model#structfield.description) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn description_as_null(self) -> ModelBuilder<(T0, T1, T2, ())> {
                self.description(())
            }
        }

        impl<T0, T1, T2, T3> ModelBuilder<(T0, T1, T2, T3)> {
            /// Setter for the [`buffers` field](Model#structfield.buffers).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn buffers<T4>(self, value: T4) -> ModelBuilder<(T0, T1, T2, T3, T4)>
            where
                T4: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Buffer>]>>,
            {
                let (v0, v1, v2, v3) = self.0;
                ModelBuilder((v0, v1, v2, v3, value))
            }

            /// Sets the [`buffers` field](Model#structfield.buffers) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn buffers_as_null(self) -> ModelBuilder<(T0, T1, T2, T3, ())> {
                self.buffers(())
            }
        }

        impl<T0, T1, T2, T3, T4> ModelBuilder<(T0, T1, T2, T3, T4)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [Model].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<Model>
            where
                Self: ::planus::WriteAsOffset<Model>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<u32, u32>,
                T1: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::OperatorCode>]>>,
                T2: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::SubGraph>]>>,
                T3: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T4: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Buffer>]>>,
            > ::planus::WriteAs<::planus::Offset<Model>> for ModelBuilder<(T0, T1, T2, T3, T4)>
        {
            type Prepared = ::planus::Offset<Model>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Model> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<u32, u32>,
                T1: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::OperatorCode>]>>,
                T2: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::SubGraph>]>>,
                T3: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T4: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Buffer>]>>,
            > ::planus::WriteAsOptional<::planus::Offset<Model>>
            for ModelBuilder<(T0, T1, T2, T3, T4)>
        {
            type Prepared = ::planus::Offset<Model>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Model>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<u32, u32>,
                T1: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::OperatorCode>]>>,
                T2: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::SubGraph>]>>,
                T3: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T4: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Buffer>]>>,
            > ::planus::WriteAsOffset<Model> for ModelBuilder<(T0, T1, T2, T3, T4)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Model> {
                let (v0, v1, v2, v3, v4) = &self.0;
                Model::create(builder, v0, v1, v2, v3, v4)
            }
        }

        /// Reference to a deserialized [Model].
        #[derive(Copy, Clone)]
        pub struct ModelRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> ModelRef<'a> {
            #[inline]
            pub fn version(&self) -> ::planus::Result<u32> {
                ::core::result::Result::Ok(self.0.access(0, "Model", "version")?.unwrap_or(0))
            }

            #[inline]
            pub fn operator_codes(
                &self,
            ) -> ::planus::Result<
                ::core::option::Option<
                    ::planus::Vector<'a, ::planus::Result<self::OperatorCodeRef<'a>>>,
                >,
            > {
                self.0.access(1, "Model", "operator_codes")
            }

            #[inline]
            pub fn subgraphs(
                &self,
            ) -> ::planus::Result<
                ::core::option::Option<
                    ::planus::Vector<'a, ::planus::Result<self::SubGraphRef<'a>>>,
                >,
            > {
                self.0.access(2, "Model", "subgraphs")
            }

            #[inline]
            pub fn description(
                &self,
            ) -> ::planus::Result<::core::option::Option<&'a ::core::primitive::str>> {
                self.0.access(3, "Model", "description")
            }

            #[inline]
            pub fn buffers(
                &self,
            ) -> ::planus::Result<
                ::core::option::Option<::planus::Vector<'a, ::planus::Result<self::BufferRef<'a>>>>,
            > {
                self.0.access(4, "Model", "buffers")
            }
        }

        impl<'a> ::core::fmt::Debug for ModelRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("ModelRef");
                f.field("version", &self.version());
                if let ::core::option::Option::Some(field_operator_codes) =
                    self.operator_codes().transpose()
                {
                    f.field("operator_codes", &field_operator_codes);
                }
                if let ::core::option::Option::Some(field_subgraphs) = self.subgraphs().transpose()
                {
                    f.field("subgraphs", &field_subgraphs);
                }
                if let ::core::option::Option::Some(field_description) =
                    self.description().transpose()
                {
                    f.field("description", &field_description);
                }
                if let ::core::option::Option::Some(field_buffers) = self.buffers().transpose() {
                    f.field("buffers", &field_buffers);
                }
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<ModelRef<'a>> for Model {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: ModelRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    version: ::core::convert::TryInto::try_into(value.version()?)?,
                    operator_codes: if let ::core::option::Option::Some(operator_codes) =
                        value.operator_codes()?
                    {
                        ::core::option::Option::Some(operator_codes.to_vec_result()?)
                    } else {
                        ::core::option::Option::None
                    },
                    subgraphs: if let ::core::option::Option::Some(subgraphs) = value.subgraphs()? {
                        ::core::option::Option::Some(subgraphs.to_vec_result()?)
                    } else {
                        ::core::option::Option::None
                    },
                    description: value.description()?.map(::core::convert::Into::into),
                    buffers: if let ::core::option::Option::Some(buffers) = value.buffers()? {
                        ::core::option::Option::Some(buffers.to_vec_result()?)
                    } else {
                        ::core::option::Option::None
                    },
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for ModelRef<'a> {
            #[inline]
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                ::core::result::Result::Ok(Self(::planus::table_reader::Table::from_buffer(
                    buffer, offset,
                )?))
            }
        }

        impl<'a> ::planus::VectorReadInner<'a> for ModelRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location("[ModelRef]", "get", buffer.offset_from_start)
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<Model>> for Model {
            type Value = ::planus::Offset<Model>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<Model>],
                bytes: *mut ::core::mem::MaybeUninit<u8>,
                buffer_position: u32,
            ) {
                let bytes = bytes as *mut [::core::mem::MaybeUninit<u8>; 4];
                for (i, v) in ::core::iter::Iterator::enumerate(values.iter()) {
                    ::planus::WriteAsPrimitive::write(
                        v,
                        ::planus::Cursor::new(unsafe { &mut *bytes.add(i) }),
                        buffer_position - (Self::STRIDE * i) as u32,
                    );
                }
            }
        }

        impl<'a> ::planus::ReadAsRoot<'a> for ModelRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[ModelRef]", "read_as_root", 0)
                })
            }
        }
    }
}
