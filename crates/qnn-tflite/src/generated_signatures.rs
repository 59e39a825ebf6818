pub use root::*;

const _: () = ::planus::check_version_compatibility("planus-1.3.0");

#[no_implicit_prelude]
#[allow(clippy::needless_lifetimes)]
mod root {
    pub mod tflite_signatures {
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
        pub struct Skip {}

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for Skip {
            fn default() -> Self {
                Self {}
            }
        }

        impl Skip {
            /// Creates a [SkipBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> SkipBuilder<()> {
                SkipBuilder(())
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

        impl ::planus::WriteAs<::planus::Offset<Skip>> for Skip {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Skip> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<Skip>> for Skip {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Skip>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<Skip> for Skip {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Skip> {
                Skip::create(builder)
            }
        }

        /// Builder for serializing an instance of the [Skip] type.
        /// Can be created using the [Skip::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct SkipBuilder<State>(State);

        impl SkipBuilder<()> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [Skip].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<Skip>
            where
                Self: ::planus::WriteAsOffset<Skip>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl ::planus::WriteAs<::planus::Offset<Skip>> for SkipBuilder<()> {
            type Prepared = ::planus::Offset<Skip>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Skip> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<Skip>> for SkipBuilder<()> {
            type Prepared = ::planus::Offset<Skip>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Skip>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<Skip> for SkipBuilder<()> {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Skip> {
                Skip::create(builder)
            }
        }

        /// Reference to a deserialized [Skip].
        #[derive(Copy, Clone)]
        pub struct SkipRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> SkipRef<'a> {}

        impl<'a> ::core::fmt::Debug for SkipRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("SkipRef");

                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<SkipRef<'a>> for Skip {
            type Error = ::planus::Error;

            fn try_from(_value: SkipRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {})
            }
        }

        impl<'a> ::planus::TableRead<'a> for SkipRef<'a> {
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

        impl<'a> ::planus::VectorReadInner<'a> for SkipRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location("[SkipRef]", "get", buffer.offset_from_start)
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<Skip>> for Skip {
            type Value = ::planus::Offset<Skip>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<Skip>],
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

        impl<'a> ::planus::ReadAsRoot<'a> for SkipRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[SkipRef]", "read_as_root", 0)
                })
            }
        }

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
        pub struct Tensor {
            pub shape: ::core::option::Option<::planus::alloc::vec::Vec<i32>>,
            pub type_: i8,
            pub buffer: u32,
            pub name: ::core::option::Option<::planus::alloc::string::String>,
            pub quantization: ::core::option::Option<::planus::alloc::boxed::Box<self::Skip>>,
            pub is_variable: bool,
            pub sparsity: ::core::option::Option<::planus::alloc::boxed::Box<self::Skip>>,
            pub shape_signature: ::core::option::Option<::planus::alloc::vec::Vec<i32>>,
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
                    shape_signature: ::core::default::Default::default(),
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
                field_quantization: impl ::planus::WriteAsOptional<::planus::Offset<self::Skip>>,
                field_is_variable: impl ::planus::WriteAsDefault<bool, bool>,
                field_sparsity: impl ::planus::WriteAsOptional<::planus::Offset<self::Skip>>,
                field_shape_signature: impl ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
            ) -> ::planus::Offset<Self> {
                let prepared_shape = field_shape.prepare(builder);
                let prepared_type_ = field_type_.prepare(builder, &0);
                let prepared_buffer = field_buffer.prepare(builder, &0);
                let prepared_name = field_name.prepare(builder);
                let prepared_quantization = field_quantization.prepare(builder);
                let prepared_is_variable = field_is_variable.prepare(builder, &false);
                let prepared_sparsity = field_sparsity.prepare(builder);
                let prepared_shape_signature = field_shape_signature.prepare(builder);

                let mut table_writer: ::planus::table_writer::TableWriter<20> =
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
                    table_writer.write_entry::<::planus::Offset<self::Skip>>(4);
                }
                if prepared_sparsity.is_some() {
                    table_writer.write_entry::<::planus::Offset<self::Skip>>(6);
                }
                if prepared_shape_signature.is_some() {
                    table_writer.write_entry::<::planus::Offset<[i32]>>(7);
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
                        if let ::core::option::Option::Some(prepared_shape_signature) =
                            prepared_shape_signature
                        {
                            object_writer.write::<_, _, 4>(&prepared_shape_signature);
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
                    &self.shape_signature,
                )
            }
        }

        /// Builder for serializing an instance of the [Tensor] type.
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
                T4: ::planus::WriteAsOptional<::planus::Offset<self::Skip>>,
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
                T6: ::planus::WriteAsOptional<::planus::Offset<self::Skip>>,
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
            /// Setter for the [`shape_signature` field](Tensor#structfield.shape_signature).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn shape_signature<T7>(
                self,
                value: T7,
            ) -> TensorBuilder<(T0, T1, T2, T3, T4, T5, T6, T7)>
            where
                T7: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
            {
                let (v0, v1, v2, v3, v4, v5, v6) = self.0;
                TensorBuilder((v0, v1, v2, v3, v4, v5, v6, value))
            }

            /// Sets the [`shape_signature` field](Tensor#structfield.shape_signature) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn shape_signature_as_null(
                self,
            ) -> TensorBuilder<(T0, T1, T2, T3, T4, T5, T6, ())> {
                self.shape_signature(())
            }
        }

        impl<T0, T1, T2, T3, T4, T5, T6, T7> TensorBuilder<(T0, T1, T2, T3, T4, T5, T6, T7)> {
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
                T4: ::planus::WriteAsOptional<::planus::Offset<self::Skip>>,
                T5: ::planus::WriteAsDefault<bool, bool>,
                T6: ::planus::WriteAsOptional<::planus::Offset<self::Skip>>,
                T7: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
            > ::planus::WriteAs<::planus::Offset<Tensor>>
            for TensorBuilder<(T0, T1, T2, T3, T4, T5, T6, T7)>
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
                T4: ::planus::WriteAsOptional<::planus::Offset<self::Skip>>,
                T5: ::planus::WriteAsDefault<bool, bool>,
                T6: ::planus::WriteAsOptional<::planus::Offset<self::Skip>>,
                T7: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
            > ::planus::WriteAsOptional<::planus::Offset<Tensor>>
            for TensorBuilder<(T0, T1, T2, T3, T4, T5, T6, T7)>
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
                T4: ::planus::WriteAsOptional<::planus::Offset<self::Skip>>,
                T5: ::planus::WriteAsDefault<bool, bool>,
                T6: ::planus::WriteAsOptional<::planus::Offset<self::Skip>>,
                T7: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
            > ::planus::WriteAsOffset<Tensor> for TensorBuilder<(T0, T1, T2, T3, T4, T5, T6, T7)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Tensor> {
                let (v0, v1, v2, v3, v4, v5, v6, v7) = &self.0;
                Tensor::create(builder, v0, v1, v2, v3, v4, v5, v6, v7)
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
            ) -> ::planus::Result<::core::option::Option<self::SkipRef<'a>>> {
                self.0.access(4, "Tensor", "quantization")
            }

            #[inline]
            pub fn is_variable(&self) -> ::planus::Result<bool> {
                ::core::result::Result::Ok(
                    self.0.access(5, "Tensor", "is_variable")?.unwrap_or(false),
                )
            }

            #[inline]
            pub fn sparsity(&self) -> ::planus::Result<::core::option::Option<self::SkipRef<'a>>> {
                self.0.access(6, "Tensor", "sparsity")
            }

            #[inline]
            pub fn shape_signature(
                &self,
            ) -> ::planus::Result<::core::option::Option<::planus::Vector<'a, i32>>> {
                self.0.access(7, "Tensor", "shape_signature")
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
                if let ::core::option::Option::Some(field_shape_signature) =
                    self.shape_signature().transpose()
                {
                    f.field("shape_signature", &field_shape_signature);
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
                    shape_signature: if let ::core::option::Option::Some(shape_signature) =
                        value.shape_signature()?
                    {
                        ::core::option::Option::Some(shape_signature.to_vec()?)
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
        pub struct SubGraph {
            pub tensors: ::core::option::Option<::planus::alloc::vec::Vec<self::Tensor>>,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for SubGraph {
            fn default() -> Self {
                Self {
                    tensors: ::core::default::Default::default(),
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
            ) -> ::planus::Offset<Self> {
                let prepared_tensors = field_tensors.prepare(builder);

                let mut table_writer: ::planus::table_writer::TableWriter<6> =
                    ::core::default::Default::default();
                if prepared_tensors.is_some() {
                    table_writer
                        .write_entry::<::planus::Offset<[::planus::Offset<self::Tensor>]>>(0);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_tensors) = prepared_tensors {
                            object_writer.write::<_, _, 4>(&prepared_tensors);
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
                SubGraph::create(builder, &self.tensors)
            }
        }

        /// Builder for serializing an instance of the [SubGraph] type.
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
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [SubGraph].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<SubGraph>
            where
                Self: ::planus::WriteAsOffset<SubGraph>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<T0: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Tensor>]>>>
            ::planus::WriteAs<::planus::Offset<SubGraph>> for SubGraphBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<SubGraph>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SubGraph> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<T0: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Tensor>]>>>
            ::planus::WriteAsOptional<::planus::Offset<SubGraph>> for SubGraphBuilder<(T0,)>
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

        impl<T0: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Tensor>]>>>
            ::planus::WriteAsOffset<SubGraph> for SubGraphBuilder<(T0,)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SubGraph> {
                let (v0,) = &self.0;
                SubGraph::create(builder, v0)
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
        }

        impl<'a> ::core::fmt::Debug for SubGraphRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("SubGraphRef");
                if let ::core::option::Option::Some(field_tensors) = self.tensors().transpose() {
                    f.field("tensors", &field_tensors);
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
        pub struct TensorMap {
            pub name: ::core::option::Option<::planus::alloc::string::String>,
            pub tensor_index: u32,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for TensorMap {
            fn default() -> Self {
                Self {
                    name: ::core::default::Default::default(),
                    tensor_index: 0,
                }
            }
        }

        impl TensorMap {
            /// Creates a [TensorMapBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> TensorMapBuilder<()> {
                TensorMapBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_name: impl ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                field_tensor_index: impl ::planus::WriteAsDefault<u32, u32>,
            ) -> ::planus::Offset<Self> {
                let prepared_name = field_name.prepare(builder);
                let prepared_tensor_index = field_tensor_index.prepare(builder, &0);

                let mut table_writer: ::planus::table_writer::TableWriter<8> =
                    ::core::default::Default::default();
                if prepared_name.is_some() {
                    table_writer.write_entry::<::planus::Offset<str>>(0);
                }
                if prepared_tensor_index.is_some() {
                    table_writer.write_entry::<u32>(1);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_name) = prepared_name {
                            object_writer.write::<_, _, 4>(&prepared_name);
                        }
                        if let ::core::option::Option::Some(prepared_tensor_index) =
                            prepared_tensor_index
                        {
                            object_writer.write::<_, _, 4>(&prepared_tensor_index);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<TensorMap>> for TensorMap {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<TensorMap> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<TensorMap>> for TensorMap {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<TensorMap>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<TensorMap> for TensorMap {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<TensorMap> {
                TensorMap::create(builder, &self.name, self.tensor_index)
            }
        }

        /// Builder for serializing an instance of the [TensorMap] type.
        /// Can be created using the [TensorMap::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct TensorMapBuilder<State>(State);

        impl TensorMapBuilder<()> {
            /// Setter for the [`name` field](TensorMap#structfield.name).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn name<T0>(self, value: T0) -> TensorMapBuilder<(T0,)>
            where
                T0: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
            {
                TensorMapBuilder((value,))
            }

            /// Sets the [`name` field](TensorMap#structfield.name) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn name_as_null(self) -> TensorMapBuilder<((),)> {
                self.name(())
            }
        }

        impl<T0> TensorMapBuilder<(T0,)> {
            /// Setter for the [`tensor_index` field](TensorMap#structfield.tensor_index).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn tensor_index<T1>(self, value: T1) -> TensorMapBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsDefault<u32, u32>,
            {
                let (v0,) = self.0;
                TensorMapBuilder((v0, value))
            }

            /// Sets the [`tensor_index` field](TensorMap#structfield.tensor_index) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn tensor_index_as_default(self) -> TensorMapBuilder<(T0, ::planus::DefaultValue)> {
                self.tensor_index(::planus::DefaultValue)
            }
        }

        impl<T0, T1> TensorMapBuilder<(T0, T1)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [TensorMap].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<TensorMap>
            where
                Self: ::planus::WriteAsOffset<TensorMap>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T1: ::planus::WriteAsDefault<u32, u32>,
            > ::planus::WriteAs<::planus::Offset<TensorMap>> for TensorMapBuilder<(T0, T1)>
        {
            type Prepared = ::planus::Offset<TensorMap>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<TensorMap> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T1: ::planus::WriteAsDefault<u32, u32>,
            > ::planus::WriteAsOptional<::planus::Offset<TensorMap>>
            for TensorMapBuilder<(T0, T1)>
        {
            type Prepared = ::planus::Offset<TensorMap>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<TensorMap>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T1: ::planus::WriteAsDefault<u32, u32>,
            > ::planus::WriteAsOffset<TensorMap> for TensorMapBuilder<(T0, T1)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<TensorMap> {
                let (v0, v1) = &self.0;
                TensorMap::create(builder, v0, v1)
            }
        }

        /// Reference to a deserialized [TensorMap].
        #[derive(Copy, Clone)]
        pub struct TensorMapRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> TensorMapRef<'a> {
            #[inline]
            pub fn name(
                &self,
            ) -> ::planus::Result<::core::option::Option<&'a ::core::primitive::str>> {
                self.0.access(0, "TensorMap", "name")
            }

            #[inline]
            pub fn tensor_index(&self) -> ::planus::Result<u32> {
                ::core::result::Result::Ok(
                    self.0.access(1, "TensorMap", "tensor_index")?.unwrap_or(0),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for TensorMapRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("TensorMapRef");
                if let ::core::option::Option::Some(field_name) = self.name().transpose() {
                    f.field("name", &field_name);
                }
                f.field("tensor_index", &self.tensor_index());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<TensorMapRef<'a>> for TensorMap {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: TensorMapRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    name: value.name()?.map(::core::convert::Into::into),
                    tensor_index: ::core::convert::TryInto::try_into(value.tensor_index()?)?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for TensorMapRef<'a> {
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

        impl<'a> ::planus::VectorReadInner<'a> for TensorMapRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[TensorMapRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<TensorMap>> for TensorMap {
            type Value = ::planus::Offset<TensorMap>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<TensorMap>],
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

        impl<'a> ::planus::ReadAsRoot<'a> for TensorMapRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[TensorMapRef]", "read_as_root", 0)
                })
            }
        }

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
        pub struct SignatureDef {
            pub inputs: ::core::option::Option<::planus::alloc::vec::Vec<self::TensorMap>>,
            pub outputs: ::core::option::Option<::planus::alloc::vec::Vec<self::TensorMap>>,
            pub signature_key: ::core::option::Option<::planus::alloc::string::String>,
            pub deprecated_tag: ::core::option::Option<::planus::alloc::string::String>,
            pub subgraph_index: u32,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for SignatureDef {
            fn default() -> Self {
                Self {
                    inputs: ::core::default::Default::default(),
                    outputs: ::core::default::Default::default(),
                    signature_key: ::core::default::Default::default(),
                    deprecated_tag: ::core::default::Default::default(),
                    subgraph_index: 0,
                }
            }
        }

        impl SignatureDef {
            /// Creates a [SignatureDefBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> SignatureDefBuilder<()> {
                SignatureDefBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_inputs: impl ::planus::WriteAsOptional<
                    ::planus::Offset<[::planus::Offset<self::TensorMap>]>,
                >,
                field_outputs: impl ::planus::WriteAsOptional<
                    ::planus::Offset<[::planus::Offset<self::TensorMap>]>,
                >,
                field_signature_key: impl ::planus::WriteAsOptional<
                    ::planus::Offset<::core::primitive::str>,
                >,
                field_deprecated_tag: impl ::planus::WriteAsOptional<
                    ::planus::Offset<::core::primitive::str>,
                >,
                field_subgraph_index: impl ::planus::WriteAsDefault<u32, u32>,
            ) -> ::planus::Offset<Self> {
                let prepared_inputs = field_inputs.prepare(builder);
                let prepared_outputs = field_outputs.prepare(builder);
                let prepared_signature_key = field_signature_key.prepare(builder);
                let prepared_deprecated_tag = field_deprecated_tag.prepare(builder);
                let prepared_subgraph_index = field_subgraph_index.prepare(builder, &0);

                let mut table_writer: ::planus::table_writer::TableWriter<14> =
                    ::core::default::Default::default();
                if prepared_inputs.is_some() {
                    table_writer
                        .write_entry::<::planus::Offset<[::planus::Offset<self::TensorMap>]>>(0);
                }
                if prepared_outputs.is_some() {
                    table_writer
                        .write_entry::<::planus::Offset<[::planus::Offset<self::TensorMap>]>>(1);
                }
                if prepared_signature_key.is_some() {
                    table_writer.write_entry::<::planus::Offset<str>>(2);
                }
                if prepared_deprecated_tag.is_some() {
                    table_writer.write_entry::<::planus::Offset<str>>(3);
                }
                if prepared_subgraph_index.is_some() {
                    table_writer.write_entry::<u32>(4);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_inputs) = prepared_inputs {
                            object_writer.write::<_, _, 4>(&prepared_inputs);
                        }
                        if let ::core::option::Option::Some(prepared_outputs) = prepared_outputs {
                            object_writer.write::<_, _, 4>(&prepared_outputs);
                        }
                        if let ::core::option::Option::Some(prepared_signature_key) =
                            prepared_signature_key
                        {
                            object_writer.write::<_, _, 4>(&prepared_signature_key);
                        }
                        if let ::core::option::Option::Some(prepared_deprecated_tag) =
                            prepared_deprecated_tag
                        {
                            object_writer.write::<_, _, 4>(&prepared_deprecated_tag);
                        }
                        if let ::core::option::Option::Some(prepared_subgraph_index) =
                            prepared_subgraph_index
                        {
                            object_writer.write::<_, _, 4>(&prepared_subgraph_index);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<SignatureDef>> for SignatureDef {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SignatureDef> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<SignatureDef>> for SignatureDef {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<SignatureDef>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<SignatureDef> for SignatureDef {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SignatureDef> {
                SignatureDef::create(
                    builder,
                    &self.inputs,
                    &self.outputs,
                    &self.signature_key,
                    &self.deprecated_tag,
                    self.subgraph_index,
                )
            }
        }

        /// Builder for serializing an instance of the [SignatureDef] type.
        /// Can be created using the [SignatureDef::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct SignatureDefBuilder<State>(State);

        impl SignatureDefBuilder<()> {
            /// Setter for the [`inputs` field](SignatureDef#structfield.inputs).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn inputs<T0>(self, value: T0) -> SignatureDefBuilder<(T0,)>
            where
                T0: ::planus::WriteAsOptional<
                    ::planus::Offset<[::planus::Offset<self::TensorMap>]>,
                >,
            {
                SignatureDefBuilder((value,))
            }

            /// Sets the [`inputs` field](SignatureDef#structfield.inputs) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn inputs_as_null(self) -> SignatureDefBuilder<((),)> {
                self.inputs(())
            }
        }

        impl<T0> SignatureDefBuilder<(T0,)> {
            /// Setter for the [`outputs` field](SignatureDef#structfield.outputs).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn outputs<T1>(self, value: T1) -> SignatureDefBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsOptional<
                    ::planus::Offset<[::planus::Offset<self::TensorMap>]>,
                >,
            {
                let (v0,) = self.0;
                SignatureDefBuilder((v0, value))
            }

            /// Sets the [`outputs` field](SignatureDef#structfield.outputs) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn outputs_as_null(self) -> SignatureDefBuilder<(T0, ())> {
                self.outputs(())
            }
        }

        impl<T0, T1> SignatureDefBuilder<(T0, T1)> {
            /// Setter for the [`signature_key` field](SignatureDef#structfield.signature_key).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn signature_key<T2>(self, value: T2) -> SignatureDefBuilder<(T0, T1, T2)>
            where
                T2: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
            {
                let (v0, v1) = self.0;
                SignatureDefBuilder((v0, v1, value))
            }

            /// Sets the [`signature_key` field](SignatureDef#structfield.signature_key) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn signature_key_as_null(self) -> SignatureDefBuilder<(T0, T1, ())> {
                self.signature_key(())
            }
        }

        impl<T0, T1, T2> SignatureDefBuilder<(T0, T1, T2)> {
            /// Setter for the [`deprecated_tag` field](SignatureDef#structfield.deprecated_tag).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn deprecated_tag<T3>(self, value: T3) -> SignatureDefBuilder<(T0, T1, T2, T3)>
            where
                T3: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
            {
                let (v0, v1, v2) = self.0;
                SignatureDefBuilder((v0, v1, v2, value))
            }

            /// Sets the [`deprecated_tag` field](SignatureDef#structfield.deprecated_tag) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn deprecated_tag_as_null(self) -> SignatureDefBuilder<(T0, T1, T2, ())> {
                self.deprecated_tag(())
            }
        }

        impl<T0, T1, T2, T3> SignatureDefBuilder<(T0, T1, T2, T3)> {
            /// Setter for the [`subgraph_index` field](SignatureDef#structfield.subgraph_index).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn subgraph_index<T4>(self, value: T4) -> SignatureDefBuilder<(T0, T1, T2, T3, T4)>
            where
                T4: ::planus::WriteAsDefault<u32, u32>,
            {
                let (v0, v1, v2, v3) = self.0;
                SignatureDefBuilder((v0, v1, v2, v3, value))
            }

            /// Sets the [`subgraph_index` field](SignatureDef#structfield.subgraph_index) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn subgraph_index_as_default(
                self,
            ) -> SignatureDefBuilder<(T0, T1, T2, T3, ::planus::DefaultValue)> {
                self.subgraph_index(::planus::DefaultValue)
            }
        }

        impl<T0, T1, T2, T3, T4> SignatureDefBuilder<(T0, T1, T2, T3, T4)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [SignatureDef].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<SignatureDef>
            where
                Self: ::planus::WriteAsOffset<SignatureDef>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::TensorMap>]>>,
                T1: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::TensorMap>]>>,
                T2: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T3: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T4: ::planus::WriteAsDefault<u32, u32>,
            > ::planus::WriteAs<::planus::Offset<SignatureDef>>
            for SignatureDefBuilder<(T0, T1, T2, T3, T4)>
        {
            type Prepared = ::planus::Offset<SignatureDef>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SignatureDef> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::TensorMap>]>>,
                T1: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::TensorMap>]>>,
                T2: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T3: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T4: ::planus::WriteAsDefault<u32, u32>,
            > ::planus::WriteAsOptional<::planus::Offset<SignatureDef>>
            for SignatureDefBuilder<(T0, T1, T2, T3, T4)>
        {
            type Prepared = ::planus::Offset<SignatureDef>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<SignatureDef>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::TensorMap>]>>,
                T1: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::TensorMap>]>>,
                T2: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T3: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T4: ::planus::WriteAsDefault<u32, u32>,
            > ::planus::WriteAsOffset<SignatureDef> for SignatureDefBuilder<(T0, T1, T2, T3, T4)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<SignatureDef> {
                let (v0, v1, v2, v3, v4) = &self.0;
                SignatureDef::create(builder, v0, v1, v2, v3, v4)
            }
        }

        /// Reference to a deserialized [SignatureDef].
        #[derive(Copy, Clone)]
        pub struct SignatureDefRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> SignatureDefRef<'a> {
            #[inline]
            pub fn inputs(
                &self,
            ) -> ::planus::Result<
                ::core::option::Option<
                    ::planus::Vector<'a, ::planus::Result<self::TensorMapRef<'a>>>,
                >,
            > {
                self.0.access(0, "SignatureDef", "inputs")
            }

            #[inline]
            pub fn outputs(
                &self,
            ) -> ::planus::Result<
                ::core::option::Option<
                    ::planus::Vector<'a, ::planus::Result<self::TensorMapRef<'a>>>,
                >,
            > {
                self.0.access(1, "SignatureDef", "outputs")
            }

            #[inline]
            pub fn signature_key(
                &self,
            ) -> ::planus::Result<::core::option::Option<&'a ::core::primitive::str>> {
                self.0.access(2, "SignatureDef", "signature_key")
            }

            #[inline]
            pub fn deprecated_tag(
                &self,
            ) -> ::planus::Result<::core::option::Option<&'a ::core::primitive::str>> {
                self.0.access(3, "SignatureDef", "deprecated_tag")
            }

            #[inline]
            pub fn subgraph_index(&self) -> ::planus::Result<u32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(4, "SignatureDef", "subgraph_index")?
                        .unwrap_or(0),
                )
            }
        }

        impl<'a> ::core::fmt::Debug for SignatureDefRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("SignatureDefRef");
                if let ::core::option::Option::Some(field_inputs) = self.inputs().transpose() {
                    f.field("inputs", &field_inputs);
                }
                if let ::core::option::Option::Some(field_outputs) = self.outputs().transpose() {
                    f.field("outputs", &field_outputs);
                }
                if let ::core::option::Option::Some(field_signature_key) =
                    self.signature_key().transpose()
                {
                    f.field("signature_key", &field_signature_key);
                }
                if let ::core::option::Option::Some(field_deprecated_tag) =
                    self.deprecated_tag().transpose()
                {
                    f.field("deprecated_tag", &field_deprecated_tag);
                }
                f.field("subgraph_index", &self.subgraph_index());
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<SignatureDefRef<'a>> for SignatureDef {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: SignatureDefRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    inputs: if let ::core::option::Option::Some(inputs) = value.inputs()? {
                        ::core::option::Option::Some(inputs.to_vec_result()?)
                    } else {
                        ::core::option::Option::None
                    },
                    outputs: if let ::core::option::Option::Some(outputs) = value.outputs()? {
                        ::core::option::Option::Some(outputs.to_vec_result()?)
                    } else {
                        ::core::option::Option::None
                    },
                    signature_key: value.signature_key()?.map(::core::convert::Into::into),
                    deprecated_tag: value.deprecated_tag()?.map(::core::convert::Into::into),
                    subgraph_index: ::core::convert::TryInto::try_into(value.subgraph_index()?)?,
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for SignatureDefRef<'a> {
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

        impl<'a> ::planus::VectorReadInner<'a> for SignatureDefRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[SignatureDefRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<SignatureDef>> for SignatureDef {
            type Value = ::planus::Offset<SignatureDef>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<SignatureDef>],
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

        impl<'a> ::planus::ReadAsRoot<'a> for SignatureDefRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[SignatureDefRef]", "read_as_root", 0)
                })
            }
        }

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
        pub struct Model {
            pub version: u32,
            pub operator_codes: ::core::option::Option<::planus::alloc::vec::Vec<self::Skip>>,
            pub subgraphs: ::core::option::Option<::planus::alloc::vec::Vec<self::SubGraph>>,
            pub description: ::core::option::Option<::planus::alloc::string::String>,
            pub buffers: ::core::option::Option<::planus::alloc::vec::Vec<self::Skip>>,
            pub metadata_buffer: ::core::option::Option<::planus::alloc::vec::Vec<i32>>,
            pub metadata: ::core::option::Option<::planus::alloc::vec::Vec<self::Skip>>,
            pub signature_defs:
                ::core::option::Option<::planus::alloc::vec::Vec<self::SignatureDef>>,
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
                    metadata_buffer: ::core::default::Default::default(),
                    metadata: ::core::default::Default::default(),
                    signature_defs: ::core::default::Default::default(),
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
                    ::planus::Offset<[::planus::Offset<self::Skip>]>,
                >,
                field_subgraphs: impl ::planus::WriteAsOptional<
                    ::planus::Offset<[::planus::Offset<self::SubGraph>]>,
                >,
                field_description: impl ::planus::WriteAsOptional<
                    ::planus::Offset<::core::primitive::str>,
                >,
                field_buffers: impl ::planus::WriteAsOptional<
                    ::planus::Offset<[::planus::Offset<self::Skip>]>,
                >,
                field_metadata_buffer: impl ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                field_metadata: impl ::planus::WriteAsOptional<
                    ::planus::Offset<[::planus::Offset<self::Skip>]>,
                >,
                field_signature_defs: impl ::planus::WriteAsOptional<
                    ::planus::Offset<[::planus::Offset<self::SignatureDef>]>,
                >,
            ) -> ::planus::Offset<Self> {
                let prepared_version = field_version.prepare(builder, &0);
                let prepared_operator_codes = field_operator_codes.prepare(builder);
                let prepared_subgraphs = field_subgraphs.prepare(builder);
                let prepared_description = field_description.prepare(builder);
                let prepared_buffers = field_buffers.prepare(builder);
                let prepared_metadata_buffer = field_metadata_buffer.prepare(builder);
                let prepared_metadata = field_metadata.prepare(builder);
                let prepared_signature_defs = field_signature_defs.prepare(builder);

                let mut table_writer: ::planus::table_writer::TableWriter<20> =
                    ::core::default::Default::default();
                if prepared_version.is_some() {
                    table_writer.write_entry::<u32>(0);
                }
                if prepared_operator_codes.is_some() {
                    table_writer.write_entry::<::planus::Offset<[::planus::Offset<self::Skip>]>>(1);
                }
                if prepared_subgraphs.is_some() {
                    table_writer
                        .write_entry::<::planus::Offset<[::planus::Offset<self::SubGraph>]>>(2);
                }
                if prepared_description.is_some() {
                    table_writer.write_entry::<::planus::Offset<str>>(3);
                }
                if prepared_buffers.is_some() {
                    table_writer.write_entry::<::planus::Offset<[::planus::Offset<self::Skip>]>>(4);
                }
                if prepared_metadata_buffer.is_some() {
                    table_writer.write_entry::<::planus::Offset<[i32]>>(5);
                }
                if prepared_metadata.is_some() {
                    table_writer.write_entry::<::planus::Offset<[::planus::Offset<self::Skip>]>>(6);
                }
                if prepared_signature_defs.is_some() {
                    table_writer
                        .write_entry::<::planus::Offset<[::planus::Offset<self::SignatureDef>]>>(7);
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
                        if let ::core::option::Option::Some(prepared_metadata_buffer) =
                            prepared_metadata_buffer
                        {
                            object_writer.write::<_, _, 4>(&prepared_metadata_buffer);
                        }
                        if let ::core::option::Option::Some(prepared_metadata) = prepared_metadata {
                            object_writer.write::<_, _, 4>(&prepared_metadata);
                        }
                        if let ::core::option::Option::Some(prepared_signature_defs) =
                            prepared_signature_defs
                        {
                            object_writer.write::<_, _, 4>(&prepared_signature_defs);
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
                    &self.metadata_buffer,
                    &self.metadata,
                    &self.signature_defs,
                )
            }
        }

        /// Builder for serializing an instance of the [Model] type.
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
                T1: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Skip>]>>,
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
                T4: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Skip>]>>,
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
            /// Setter for the [`metadata_buffer` field](Model#structfield.metadata_buffer).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn metadata_buffer<T5>(self, value: T5) -> ModelBuilder<(T0, T1, T2, T3, T4, T5)>
            where
                T5: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
            {
                let (v0, v1, v2, v3, v4) = self.0;
                ModelBuilder((v0, v1, v2, v3, v4, value))
            }

            /// Sets the [`metadata_buffer` field](Model#structfield.metadata_buffer) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn metadata_buffer_as_null(self) -> ModelBuilder<(T0, T1, T2, T3, T4, ())> {
                self.metadata_buffer(())
            }
        }

        impl<T0, T1, T2, T3, T4, T5> ModelBuilder<(T0, T1, T2, T3, T4, T5)> {
            /// Setter for the [`metadata` field](Model#structfield.metadata).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn metadata<T6>(self, value: T6) -> ModelBuilder<(T0, T1, T2, T3, T4, T5, T6)>
            where
                T6: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Skip>]>>,
            {
                let (v0, v1, v2, v3, v4, v5) = self.0;
                ModelBuilder((v0, v1, v2, v3, v4, v5, value))
            }

            /// Sets the [`metadata` field](Model#structfield.metadata) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn metadata_as_null(self) -> ModelBuilder<(T0, T1, T2, T3, T4, T5, ())> {
                self.metadata(())
            }
        }

        impl<T0, T1, T2, T3, T4, T5, T6> ModelBuilder<(T0, T1, T2, T3, T4, T5, T6)> {
            /// Setter for the [`signature_defs` field](Model#structfield.signature_defs).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn signature_defs<T7>(
                self,
                value: T7,
            ) -> ModelBuilder<(T0, T1, T2, T3, T4, T5, T6, T7)>
            where
                T7: ::planus::WriteAsOptional<
                    ::planus::Offset<[::planus::Offset<self::SignatureDef>]>,
                >,
            {
                let (v0, v1, v2, v3, v4, v5, v6) = self.0;
                ModelBuilder((v0, v1, v2, v3, v4, v5, v6, value))
            }

            /// Sets the [`signature_defs` field](Model#structfield.signature_defs) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn signature_defs_as_null(self) -> ModelBuilder<(T0, T1, T2, T3, T4, T5, T6, ())> {
                self.signature_defs(())
            }
        }

        impl<T0, T1, T2, T3, T4, T5, T6, T7> ModelBuilder<(T0, T1, T2, T3, T4, T5, T6, T7)> {
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
                T1: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Skip>]>>,
                T2: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::SubGraph>]>>,
                T3: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T4: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Skip>]>>,
                T5: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T6: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Skip>]>>,
                T7: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::SignatureDef>]>>,
            > ::planus::WriteAs<::planus::Offset<Model>>
            for ModelBuilder<(T0, T1, T2, T3, T4, T5, T6, T7)>
        {
            type Prepared = ::planus::Offset<Model>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Model> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<u32, u32>,
                T1: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Skip>]>>,
                T2: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::SubGraph>]>>,
                T3: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T4: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Skip>]>>,
                T5: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T6: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Skip>]>>,
                T7: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::SignatureDef>]>>,
            > ::planus::WriteAsOptional<::planus::Offset<Model>>
            for ModelBuilder<(T0, T1, T2, T3, T4, T5, T6, T7)>
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
                T1: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Skip>]>>,
                T2: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::SubGraph>]>>,
                T3: ::planus::WriteAsOptional<::planus::Offset<::core::primitive::str>>,
                T4: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Skip>]>>,
                T5: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T6: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::Skip>]>>,
                T7: ::planus::WriteAsOptional<::planus::Offset<[::planus::Offset<self::SignatureDef>]>>,
            > ::planus::WriteAsOffset<Model> for ModelBuilder<(T0, T1, T2, T3, T4, T5, T6, T7)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Model> {
                let (v0, v1, v2, v3, v4, v5, v6, v7) = &self.0;
                Model::create(builder, v0, v1, v2, v3, v4, v5, v6, v7)
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
                ::core::option::Option<::planus::Vector<'a, ::planus::Result<self::SkipRef<'a>>>>,
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
                ::core::option::Option<::planus::Vector<'a, ::planus::Result<self::SkipRef<'a>>>>,
            > {
                self.0.access(4, "Model", "buffers")
            }

            #[inline]
            pub fn metadata_buffer(
                &self,
            ) -> ::planus::Result<::core::option::Option<::planus::Vector<'a, i32>>> {
                self.0.access(5, "Model", "metadata_buffer")
            }

            #[inline]
            pub fn metadata(
                &self,
            ) -> ::planus::Result<
                ::core::option::Option<::planus::Vector<'a, ::planus::Result<self::SkipRef<'a>>>>,
            > {
                self.0.access(6, "Model", "metadata")
            }

            #[inline]
            pub fn signature_defs(
                &self,
            ) -> ::planus::Result<
                ::core::option::Option<
                    ::planus::Vector<'a, ::planus::Result<self::SignatureDefRef<'a>>>,
                >,
            > {
                self.0.access(7, "Model", "signature_defs")
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
                if let ::core::option::Option::Some(field_metadata_buffer) =
                    self.metadata_buffer().transpose()
                {
                    f.field("metadata_buffer", &field_metadata_buffer);
                }
                if let ::core::option::Option::Some(field_metadata) = self.metadata().transpose() {
                    f.field("metadata", &field_metadata);
                }
                if let ::core::option::Option::Some(field_signature_defs) =
                    self.signature_defs().transpose()
                {
                    f.field("signature_defs", &field_signature_defs);
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
                    metadata_buffer: if let ::core::option::Option::Some(metadata_buffer) =
                        value.metadata_buffer()?
                    {
                        ::core::option::Option::Some(metadata_buffer.to_vec()?)
                    } else {
                        ::core::option::Option::None
                    },
                    metadata: if let ::core::option::Option::Some(metadata) = value.metadata()? {
                        ::core::option::Option::Some(metadata.to_vec_result()?)
                    } else {
                        ::core::option::Option::None
                    },
                    signature_defs: if let ::core::option::Option::Some(signature_defs) =
                        value.signature_defs()?
                    {
                        ::core::option::Option::Some(signature_defs.to_vec_result()?)
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
