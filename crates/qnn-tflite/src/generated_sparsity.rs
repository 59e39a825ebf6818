pub use root::*;

const _: () = ::planus::check_version_compatibility("planus-1.3.0");

#[no_implicit_prelude]
#[allow(clippy::needless_lifetimes)]
mod root {
    pub mod tflite_sparsity {
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
        pub struct Int32Vector {
            pub values: ::core::option::Option<::planus::alloc::vec::Vec<i32>>,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for Int32Vector {
            fn default() -> Self {
                Self {
                    values: ::core::default::Default::default(),
                }
            }
        }

        impl Int32Vector {
            /// Creates a [Int32VectorBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> Int32VectorBuilder<()> {
                Int32VectorBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_values: impl ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
            ) -> ::planus::Offset<Self> {
                let prepared_values = field_values.prepare(builder);

                let mut table_writer: ::planus::table_writer::TableWriter<6> =
                    ::core::default::Default::default();
                if prepared_values.is_some() {
                    table_writer.write_entry::<::planus::Offset<[i32]>>(0);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_values) = prepared_values {
                            object_writer.write::<_, _, 4>(&prepared_values);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<Int32Vector>> for Int32Vector {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Int32Vector> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<Int32Vector>> for Int32Vector {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Int32Vector>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<Int32Vector> for Int32Vector {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Int32Vector> {
                Int32Vector::create(builder, &self.values)
            }
        }

        /// Builder for serializing an instance of the [Int32Vector] type.
        /// Can be created using the [Int32Vector::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct Int32VectorBuilder<State>(State);

        impl Int32VectorBuilder<()> {
            /// Setter for the [`values` field](Int32Vector#structfield.values).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn values<T0>(self, value: T0) -> Int32VectorBuilder<(T0,)>
            where
                T0: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
            {
                Int32VectorBuilder((value,))
            }

            /// Sets the [`values` field](Int32Vector#structfield.values) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn values_as_null(self) -> Int32VectorBuilder<((),)> {
                self.values(())
            }
        }

        impl<T0> Int32VectorBuilder<(T0,)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [Int32Vector].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<Int32Vector>
            where
                Self: ::planus::WriteAsOffset<Int32Vector>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<T0: ::planus::WriteAsOptional<::planus::Offset<[i32]>>>
            ::planus::WriteAs<::planus::Offset<Int32Vector>> for Int32VectorBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<Int32Vector>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Int32Vector> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<T0: ::planus::WriteAsOptional<::planus::Offset<[i32]>>>
            ::planus::WriteAsOptional<::planus::Offset<Int32Vector>> for Int32VectorBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<Int32Vector>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Int32Vector>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<T0: ::planus::WriteAsOptional<::planus::Offset<[i32]>>>
            ::planus::WriteAsOffset<Int32Vector> for Int32VectorBuilder<(T0,)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Int32Vector> {
                let (v0,) = &self.0;
                Int32Vector::create(builder, v0)
            }
        }

        /// Reference to a deserialized [Int32Vector].
        #[derive(Copy, Clone)]
        pub struct Int32VectorRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> Int32VectorRef<'a> {
            #[inline]
            pub fn values(
                &self,
            ) -> ::planus::Result<::core::option::Option<::planus::Vector<'a, i32>>> {
                self.0.access(0, "Int32Vector", "values")
            }
        }

        impl<'a> ::core::fmt::Debug for Int32VectorRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("Int32VectorRef");
                if let ::core::option::Option::Some(field_values) = self.values().transpose() {
                    f.field("values", &field_values);
                }
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<Int32VectorRef<'a>> for Int32Vector {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: Int32VectorRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    values: if let ::core::option::Option::Some(values) = value.values()? {
                        ::core::option::Option::Some(values.to_vec()?)
                    } else {
                        ::core::option::Option::None
                    },
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for Int32VectorRef<'a> {
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

        impl<'a> ::planus::VectorReadInner<'a> for Int32VectorRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[Int32VectorRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<Int32Vector>> for Int32Vector {
            type Value = ::planus::Offset<Int32Vector>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<Int32Vector>],
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

        impl<'a> ::planus::ReadAsRoot<'a> for Int32VectorRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[Int32VectorRef]", "read_as_root", 0)
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
        pub struct Uint16Vector {
            pub values: ::core::option::Option<::planus::alloc::vec::Vec<u16>>,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for Uint16Vector {
            fn default() -> Self {
                Self {
                    values: ::core::default::Default::default(),
                }
            }
        }

        impl Uint16Vector {
            /// Creates a [Uint16VectorBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> Uint16VectorBuilder<()> {
                Uint16VectorBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_values: impl ::planus::WriteAsOptional<::planus::Offset<[u16]>>,
            ) -> ::planus::Offset<Self> {
                let prepared_values = field_values.prepare(builder);

                let mut table_writer: ::planus::table_writer::TableWriter<6> =
                    ::core::default::Default::default();
                if prepared_values.is_some() {
                    table_writer.write_entry::<::planus::Offset<[u16]>>(0);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_values) = prepared_values {
                            object_writer.write::<_, _, 4>(&prepared_values);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<Uint16Vector>> for Uint16Vector {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Uint16Vector> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<Uint16Vector>> for Uint16Vector {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Uint16Vector>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<Uint16Vector> for Uint16Vector {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Uint16Vector> {
                Uint16Vector::create(builder, &self.values)
            }
        }

        /// Builder for serializing an instance of the [Uint16Vector] type.
        /// Can be created using the [Uint16Vector::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct Uint16VectorBuilder<State>(State);

        impl Uint16VectorBuilder<()> {
            /// Setter for the [`values` field](Uint16Vector#structfield.values).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn values<T0>(self, value: T0) -> Uint16VectorBuilder<(T0,)>
            where
                T0: ::planus::WriteAsOptional<::planus::Offset<[u16]>>,
            {
                Uint16VectorBuilder((value,))
            }

            /// Sets the [`values` field](Uint16Vector#structfield.values) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn values_as_null(self) -> Uint16VectorBuilder<((),)> {
                self.values(())
            }
        }

        impl<T0> Uint16VectorBuilder<(T0,)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [Uint16Vector].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<Uint16Vector>
            where
                Self: ::planus::WriteAsOffset<Uint16Vector>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<T0: ::planus::WriteAsOptional<::planus::Offset<[u16]>>>
            ::planus::WriteAs<::planus::Offset<Uint16Vector>> for Uint16VectorBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<Uint16Vector>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Uint16Vector> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<T0: ::planus::WriteAsOptional<::planus::Offset<[u16]>>>
            ::planus::WriteAsOptional<::planus::Offset<Uint16Vector>>
            for Uint16VectorBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<Uint16Vector>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Uint16Vector>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<T0: ::planus::WriteAsOptional<::planus::Offset<[u16]>>>
            ::planus::WriteAsOffset<Uint16Vector> for Uint16VectorBuilder<(T0,)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Uint16Vector> {
                let (v0,) = &self.0;
                Uint16Vector::create(builder, v0)
            }
        }

        /// Reference to a deserialized [Uint16Vector].
        #[derive(Copy, Clone)]
        pub struct Uint16VectorRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> Uint16VectorRef<'a> {
            #[inline]
            pub fn values(
                &self,
            ) -> ::planus::Result<::core::option::Option<::planus::Vector<'a, u16>>> {
                self.0.access(0, "Uint16Vector", "values")
            }
        }

        impl<'a> ::core::fmt::Debug for Uint16VectorRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("Uint16VectorRef");
                if let ::core::option::Option::Some(field_values) = self.values().transpose() {
                    f.field("values", &field_values);
                }
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<Uint16VectorRef<'a>> for Uint16Vector {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: Uint16VectorRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    values: if let ::core::option::Option::Some(values) = value.values()? {
                        ::core::option::Option::Some(values.to_vec()?)
                    } else {
                        ::core::option::Option::None
                    },
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for Uint16VectorRef<'a> {
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

        impl<'a> ::planus::VectorReadInner<'a> for Uint16VectorRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[Uint16VectorRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<Uint16Vector>> for Uint16Vector {
            type Value = ::planus::Offset<Uint16Vector>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<Uint16Vector>],
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

        impl<'a> ::planus::ReadAsRoot<'a> for Uint16VectorRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[Uint16VectorRef]", "read_as_root", 0)
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
        pub struct Uint8Vector {
            pub values: ::core::option::Option<::planus::alloc::vec::Vec<u8>>,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for Uint8Vector {
            fn default() -> Self {
                Self {
                    values: ::core::default::Default::default(),
                }
            }
        }

        impl Uint8Vector {
            /// Creates a [Uint8VectorBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> Uint8VectorBuilder<()> {
                Uint8VectorBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_values: impl ::planus::WriteAsOptional<::planus::Offset<[u8]>>,
            ) -> ::planus::Offset<Self> {
                let prepared_values = field_values.prepare(builder);

                let mut table_writer: ::planus::table_writer::TableWriter<6> =
                    ::core::default::Default::default();
                if prepared_values.is_some() {
                    table_writer.write_entry::<::planus::Offset<[u8]>>(0);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_values) = prepared_values {
                            object_writer.write::<_, _, 4>(&prepared_values);
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<Uint8Vector>> for Uint8Vector {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Uint8Vector> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<Uint8Vector>> for Uint8Vector {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Uint8Vector>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<Uint8Vector> for Uint8Vector {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Uint8Vector> {
                Uint8Vector::create(builder, &self.values)
            }
        }

        /// Builder for serializing an instance of the [Uint8Vector] type.
        /// Can be created using the [Uint8Vector::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct Uint8VectorBuilder<State>(State);

        impl Uint8VectorBuilder<()> {
            /// Setter for the [`values` field](Uint8Vector#structfield.values).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn values<T0>(self, value: T0) -> Uint8VectorBuilder<(T0,)>
            where
                T0: ::planus::WriteAsOptional<::planus::Offset<[u8]>>,
            {
                Uint8VectorBuilder((value,))
            }

            /// Sets the [`values` field](Uint8Vector#structfield.values) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn values_as_null(self) -> Uint8VectorBuilder<((),)> {
                self.values(())
            }
        }

        impl<T0> Uint8VectorBuilder<(T0,)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [Uint8Vector].
            #[inline]
            pub fn finish(self, builder: &mut ::planus::Builder) -> ::planus::Offset<Uint8Vector>
            where
                Self: ::planus::WriteAsOffset<Uint8Vector>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<T0: ::planus::WriteAsOptional<::planus::Offset<[u8]>>>
            ::planus::WriteAs<::planus::Offset<Uint8Vector>> for Uint8VectorBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<Uint8Vector>;

            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Uint8Vector> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<T0: ::planus::WriteAsOptional<::planus::Offset<[u8]>>>
            ::planus::WriteAsOptional<::planus::Offset<Uint8Vector>> for Uint8VectorBuilder<(T0,)>
        {
            type Prepared = ::planus::Offset<Uint8Vector>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<Uint8Vector>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<T0: ::planus::WriteAsOptional<::planus::Offset<[u8]>>>
            ::planus::WriteAsOffset<Uint8Vector> for Uint8VectorBuilder<(T0,)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Uint8Vector> {
                let (v0,) = &self.0;
                Uint8Vector::create(builder, v0)
            }
        }

        /// Reference to a deserialized [Uint8Vector].
        #[derive(Copy, Clone)]
        pub struct Uint8VectorRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> Uint8VectorRef<'a> {
            #[inline]
            pub fn values(&self) -> ::planus::Result<::core::option::Option<&'a [u8]>> {
                self.0.access(0, "Uint8Vector", "values")
            }
        }

        impl<'a> ::core::fmt::Debug for Uint8VectorRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("Uint8VectorRef");
                if let ::core::option::Option::Some(field_values) = self.values().transpose() {
                    f.field("values", &field_values);
                }
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<Uint8VectorRef<'a>> for Uint8Vector {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: Uint8VectorRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    values: value.values()?.map(|v| v.to_vec()),
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for Uint8VectorRef<'a> {
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

        impl<'a> ::planus::VectorReadInner<'a> for Uint8VectorRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[Uint8VectorRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<Uint8Vector>> for Uint8Vector {
            type Value = ::planus::Offset<Uint8Vector>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<Uint8Vector>],
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

        impl<'a> ::planus::ReadAsRoot<'a> for Uint8VectorRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[Uint8VectorRef]", "read_as_root", 0)
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
        pub enum SparseIndexVector {
            Int32Vector(::planus::alloc::boxed::Box<self::Int32Vector>),

            Uint16Vector(::planus::alloc::boxed::Box<self::Uint16Vector>),

            Uint8Vector(::planus::alloc::boxed::Box<self::Uint8Vector>),
        }

        impl SparseIndexVector {
            /// Creates a [SparseIndexVectorBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> SparseIndexVectorBuilder<::planus::Uninitialized> {
                SparseIndexVectorBuilder(::planus::Uninitialized)
            }

            #[inline]
            pub fn create_int32_vector(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Int32Vector>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(1, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_uint16_vector(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Uint16Vector>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(2, value.prepare(builder).downcast())
            }

            #[inline]
            pub fn create_uint8_vector(
                builder: &mut ::planus::Builder,
                value: impl ::planus::WriteAsOffset<self::Uint8Vector>,
            ) -> ::planus::UnionOffset<Self> {
                ::planus::UnionOffset::new(3, value.prepare(builder).downcast())
            }
        }

        impl ::planus::WriteAsUnion<SparseIndexVector> for SparseIndexVector {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::UnionOffset<Self> {
                match self {
                    Self::Int32Vector(value) => Self::create_int32_vector(builder, value),
                    Self::Uint16Vector(value) => Self::create_uint16_vector(builder, value),
                    Self::Uint8Vector(value) => Self::create_uint8_vector(builder, value),
                }
            }
        }

        impl ::planus::WriteAsOptionalUnion<SparseIndexVector> for SparseIndexVector {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<Self>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }

        /// Builder for serializing an instance of the [SparseIndexVector] type.
        /// Can be created using the [SparseIndexVector::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct SparseIndexVectorBuilder<T>(T);

        impl SparseIndexVectorBuilder<::planus::Uninitialized> {
            #[inline]
            pub fn int32_vector<T>(
                self,
                value: T,
            ) -> SparseIndexVectorBuilder<::planus::Initialized<1, T>>
            where
                T: ::planus::WriteAsOffset<self::Int32Vector>,
            {
                SparseIndexVectorBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn uint16_vector<T>(
                self,
                value: T,
            ) -> SparseIndexVectorBuilder<::planus::Initialized<2, T>>
            where
                T: ::planus::WriteAsOffset<self::Uint16Vector>,
            {
                SparseIndexVectorBuilder(::planus::Initialized(value))
            }

            #[inline]
            pub fn uint8_vector<T>(
                self,
                value: T,
            ) -> SparseIndexVectorBuilder<::planus::Initialized<3, T>>
            where
                T: ::planus::WriteAsOffset<self::Uint8Vector>,
            {
                SparseIndexVectorBuilder(::planus::Initialized(value))
            }
        }

        impl<const N: u8, T> SparseIndexVectorBuilder<::planus::Initialized<N, T>> {
            /// Finish writing the builder to get an [UnionOffset](::planus::UnionOffset) to a serialized [SparseIndexVector].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<SparseIndexVector>
            where
                Self: ::planus::WriteAsUnion<SparseIndexVector>,
            {
                ::planus::WriteAsUnion::prepare(&self, builder)
            }
        }

        impl<T> ::planus::WriteAsUnion<SparseIndexVector>
            for SparseIndexVectorBuilder<::planus::Initialized<1, T>>
        where
            T: ::planus::WriteAsOffset<self::Int32Vector>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<SparseIndexVector> {
                ::planus::UnionOffset::new(1, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<SparseIndexVector>
            for SparseIndexVectorBuilder<::planus::Initialized<1, T>>
        where
            T: ::planus::WriteAsOffset<self::Int32Vector>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<SparseIndexVector>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<SparseIndexVector>
            for SparseIndexVectorBuilder<::planus::Initialized<2, T>>
        where
            T: ::planus::WriteAsOffset<self::Uint16Vector>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<SparseIndexVector> {
                ::planus::UnionOffset::new(2, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<SparseIndexVector>
            for SparseIndexVectorBuilder<::planus::Initialized<2, T>>
        where
            T: ::planus::WriteAsOffset<self::Uint16Vector>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<SparseIndexVector>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }
        impl<T> ::planus::WriteAsUnion<SparseIndexVector>
            for SparseIndexVectorBuilder<::planus::Initialized<3, T>>
        where
            T: ::planus::WriteAsOffset<self::Uint8Vector>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::UnionOffset<SparseIndexVector> {
                ::planus::UnionOffset::new(3, (self.0).0.prepare(builder).downcast())
            }
        }

        impl<T> ::planus::WriteAsOptionalUnion<SparseIndexVector>
            for SparseIndexVectorBuilder<::planus::Initialized<3, T>>
        where
            T: ::planus::WriteAsOffset<self::Uint8Vector>,
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::UnionOffset<SparseIndexVector>> {
                ::core::option::Option::Some(::planus::WriteAsUnion::prepare(self, builder))
            }
        }

        /// Reference to a deserialized [SparseIndexVector].
        #[derive(Copy, Clone, Debug)]
        pub enum SparseIndexVectorRef<'a> {
            Int32Vector(self::Int32VectorRef<'a>),
            Uint16Vector(self::Uint16VectorRef<'a>),
            Uint8Vector(self::Uint8VectorRef<'a>),
        }

        impl<'a> ::core::convert::TryFrom<SparseIndexVectorRef<'a>> for SparseIndexVector {
            type Error = ::planus::Error;

            fn try_from(value: SparseIndexVectorRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(match value {
                    SparseIndexVectorRef::Int32Vector(value) => {
                        Self::Int32Vector(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    SparseIndexVectorRef::Uint16Vector(value) => {
                        Self::Uint16Vector(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }

                    SparseIndexVectorRef::Uint8Vector(value) => {
                        Self::Uint8Vector(::planus::alloc::boxed::Box::new(
                            ::core::convert::TryFrom::try_from(value)?,
                        ))
                    }
                })
            }
        }

        impl<'a> ::planus::TableReadUnion<'a> for SparseIndexVectorRef<'a> {
            fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                tag: u8,
                field_offset: usize,
            ) -> ::core::result::Result<Self, ::planus::errors::ErrorKind> {
                match tag {
                    1 => ::core::result::Result::Ok(Self::Int32Vector(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    2 => ::core::result::Result::Ok(Self::Uint16Vector(
                        ::planus::TableRead::from_buffer(buffer, field_offset)?,
                    )),
                    3 => ::core::result::Result::Ok(Self::Uint8Vector(
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

        impl<'a> ::planus::VectorReadUnion<'a> for SparseIndexVectorRef<'a> {
            const VECTOR_NAME: &'static str = "[SparseIndexVectorRef]";
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
        pub struct DimensionMetadata {
            pub format: i8,
            pub dense_size: i32,
            pub array_segments: ::core::option::Option<self::SparseIndexVector>,
            pub array_indices: ::core::option::Option<self::SparseIndexVector>,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for DimensionMetadata {
            fn default() -> Self {
                Self {
                    format: 0,
                    dense_size: 0,
                    array_segments: ::core::default::Default::default(),
                    array_indices: ::core::default::Default::default(),
                }
            }
        }

        impl DimensionMetadata {
            /// Creates a [DimensionMetadataBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> DimensionMetadataBuilder<()> {
                DimensionMetadataBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_format: impl ::planus::WriteAsDefault<i8, i8>,
                field_dense_size: impl ::planus::WriteAsDefault<i32, i32>,
                field_array_segments: impl ::planus::WriteAsOptionalUnion<self::SparseIndexVector>,
                field_array_indices: impl ::planus::WriteAsOptionalUnion<self::SparseIndexVector>,
            ) -> ::planus::Offset<Self> {
                let prepared_format = field_format.prepare(builder, &0);
                let prepared_dense_size = field_dense_size.prepare(builder, &0);
                let prepared_array_segments = field_array_segments.prepare(builder);
                let prepared_array_indices = field_array_indices.prepare(builder);

                let mut table_writer: ::planus::table_writer::TableWriter<16> =
                    ::core::default::Default::default();
                if prepared_dense_size.is_some() {
                    table_writer.write_entry::<i32>(1);
                }
                if prepared_array_segments.is_some() {
                    table_writer.write_entry::<::planus::Offset<self::SparseIndexVector>>(3);
                }
                if prepared_array_indices.is_some() {
                    table_writer.write_entry::<::planus::Offset<self::SparseIndexVector>>(5);
                }
                if prepared_format.is_some() {
                    table_writer.write_entry::<i8>(0);
                }
                if prepared_array_segments.is_some() {
                    table_writer.write_entry::<u8>(2);
                }
                if prepared_array_indices.is_some() {
                    table_writer.write_entry::<u8>(4);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_dense_size) =
                            prepared_dense_size
                        {
                            object_writer.write::<_, _, 4>(&prepared_dense_size);
                        }
                        if let ::core::option::Option::Some(prepared_array_segments) =
                            prepared_array_segments
                        {
                            object_writer.write::<_, _, 4>(&prepared_array_segments.offset());
                        }
                        if let ::core::option::Option::Some(prepared_array_indices) =
                            prepared_array_indices
                        {
                            object_writer.write::<_, _, 4>(&prepared_array_indices.offset());
                        }
                        if let ::core::option::Option::Some(prepared_format) = prepared_format {
                            object_writer.write::<_, _, 1>(&prepared_format);
                        }
                        if let ::core::option::Option::Some(prepared_array_segments) =
                            prepared_array_segments
                        {
                            object_writer.write::<_, _, 1>(&prepared_array_segments.tag());
                        }
                        if let ::core::option::Option::Some(prepared_array_indices) =
                            prepared_array_indices
                        {
                            object_writer.write::<_, _, 1>(&prepared_array_indices.tag());
                        }
                    });
                }
                builder.current_offset()
            }
        }

        impl ::planus::WriteAs<::planus::Offset<DimensionMetadata>> for DimensionMetadata {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<DimensionMetadata> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl ::planus::WriteAsOptional<::planus::Offset<DimensionMetadata>> for DimensionMetadata {
            type Prepared = ::planus::Offset<Self>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<DimensionMetadata>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl ::planus::WriteAsOffset<DimensionMetadata> for DimensionMetadata {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<DimensionMetadata> {
                DimensionMetadata::create(
                    builder,
                    self.format,
                    self.dense_size,
                    &self.array_segments,
                    &self.array_indices,
                )
            }
        }

        /// Builder for serializing an instance of the [DimensionMetadata] type.
        /// Can be created using the [DimensionMetadata::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct DimensionMetadataBuilder<State>(State);

        impl DimensionMetadataBuilder<()> {
            /// Setter for the [`format` field](DimensionMetadata#structfield.format).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn format<T0>(self, value: T0) -> DimensionMetadataBuilder<(T0,)>
            where
                T0: ::planus::WriteAsDefault<i8, i8>,
            {
                DimensionMetadataBuilder((value,))
            }

            /// Sets the [`format` field](DimensionMetadata#structfield.format) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn format_as_default(self) -> DimensionMetadataBuilder<(::planus::DefaultValue,)> {
                self.format(::planus::DefaultValue)
            }
        }

        impl<T0> DimensionMetadataBuilder<(T0,)> {
            /// Setter for the [`dense_size` field](DimensionMetadata#structfield.dense_size).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn dense_size<T1>(self, value: T1) -> DimensionMetadataBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsDefault<i32, i32>,
            {
                let (v0,) = self.0;
                DimensionMetadataBuilder((v0, value))
            }

            /// Sets the [`dense_size` field](DimensionMetadata#structfield.dense_size) to the default value.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn dense_size_as_default(
                self,
            ) -> DimensionMetadataBuilder<(T0, ::planus::DefaultValue)> {
                self.dense_size(::planus::DefaultValue)
            }
        }

        impl<T0, T1> DimensionMetadataBuilder<(T0, T1)> {
            /// Setter for the [`array_segments` field](DimensionMetadata#structfield.array_segments).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn array_segments<T2>(self, value: T2) -> DimensionMetadataBuilder<(T0, T1, T2)>
            where
                T2: ::planus::WriteAsOptionalUnion<self::SparseIndexVector>,
            {
                let (v0, v1) = self.0;
                DimensionMetadataBuilder((v0, v1, value))
            }

            /// Sets the [`array_segments` field](DimensionMetadata#structfield.array_segments) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn array_segments_as_null(self) -> DimensionMetadataBuilder<(T0, T1, ())> {
                self.array_segments(())
            }
        }

        impl<T0, T1, T2> DimensionMetadataBuilder<(T0, T1, T2)> {
            /// Setter for the [`array_indices` field](DimensionMetadata#structfield.array_indices).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn array_indices<T3>(self, value: T3) -> DimensionMetadataBuilder<(T0, T1, T2, T3)>
            where
                T3: ::planus::WriteAsOptionalUnion<self::SparseIndexVector>,
            {
                let (v0, v1, v2) = self.0;
                DimensionMetadataBuilder((v0, v1, v2, value))
            }

            /// Sets the [`array_indices` field](DimensionMetadata#structfield.array_indices) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn array_indices_as_null(self) -> DimensionMetadataBuilder<(T0, T1, T2, ())> {
                self.array_indices(())
            }
        }

        impl<T0, T1, T2, T3> DimensionMetadataBuilder<(T0, T1, T2, T3)> {
            /// Finish writing the builder to get an [Offset](::planus::Offset) to a serialized [DimensionMetadata].
            #[inline]
            pub fn finish(
                self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<DimensionMetadata>
            where
                Self: ::planus::WriteAsOffset<DimensionMetadata>,
            {
                ::planus::WriteAsOffset::prepare(&self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<i8, i8>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsOptionalUnion<self::SparseIndexVector>,
                T3: ::planus::WriteAsOptionalUnion<self::SparseIndexVector>,
            > ::planus::WriteAs<::planus::Offset<DimensionMetadata>>
            for DimensionMetadataBuilder<(T0, T1, T2, T3)>
        {
            type Prepared = ::planus::Offset<DimensionMetadata>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<DimensionMetadata> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<i8, i8>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsOptionalUnion<self::SparseIndexVector>,
                T3: ::planus::WriteAsOptionalUnion<self::SparseIndexVector>,
            > ::planus::WriteAsOptional<::planus::Offset<DimensionMetadata>>
            for DimensionMetadataBuilder<(T0, T1, T2, T3)>
        {
            type Prepared = ::planus::Offset<DimensionMetadata>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::core::option::Option<::planus::Offset<DimensionMetadata>> {
                ::core::option::Option::Some(::planus::WriteAsOffset::prepare(self, builder))
            }
        }

        impl<
                T0: ::planus::WriteAsDefault<i8, i8>,
                T1: ::planus::WriteAsDefault<i32, i32>,
                T2: ::planus::WriteAsOptionalUnion<self::SparseIndexVector>,
                T3: ::planus::WriteAsOptionalUnion<self::SparseIndexVector>,
            > ::planus::WriteAsOffset<DimensionMetadata>
            for DimensionMetadataBuilder<(T0, T1, T2, T3)>
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<DimensionMetadata> {
                let (v0, v1, v2, v3) = &self.0;
                DimensionMetadata::create(builder, v0, v1, v2, v3)
            }
        }

        /// Reference to a deserialized [DimensionMetadata].
        #[derive(Copy, Clone)]
        pub struct DimensionMetadataRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> DimensionMetadataRef<'a> {
            #[inline]
            pub fn format(&self) -> ::planus::Result<i8> {
                ::core::result::Result::Ok(
                    self.0
                        .access(0, "DimensionMetadata", "format")?
                        .unwrap_or(0),
                )
            }

            #[inline]
            pub fn dense_size(&self) -> ::planus::Result<i32> {
                ::core::result::Result::Ok(
                    self.0
                        .access(1, "DimensionMetadata", "dense_size")?
                        .unwrap_or(0),
                )
            }

            #[inline]
            pub fn array_segments(
                &self,
            ) -> ::planus::Result<::core::option::Option<self::SparseIndexVectorRef<'a>>>
            {
                self.0
                    .access_union(2, "DimensionMetadata", "array_segments")
            }

            #[inline]
            pub fn array_indices(
                &self,
            ) -> ::planus::Result<::core::option::Option<self::SparseIndexVectorRef<'a>>>
            {
                self.0.access_union(4, "DimensionMetadata", "array_indices")
            }
        }

        impl<'a> ::core::fmt::Debug for DimensionMetadataRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("DimensionMetadataRef");
                f.field("format", &self.format());
                f.field("dense_size", &self.dense_size());
                if let ::core::option::Option::Some(field_array_segments) =
                    self.array_segments().transpose()
                {
                    f.field("array_segments", &field_array_segments);
                }
                if let ::core::option::Option::Some(field_array_indices) =
                    self.array_indices().transpose()
                {
                    f.field("array_indices", &field_array_indices);
                }
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<DimensionMetadataRef<'a>> for DimensionMetadata {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: DimensionMetadataRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    format: ::core::convert::TryInto::try_into(value.format()?)?,
                    dense_size: ::core::convert::TryInto::try_into(value.dense_size()?)?,
                    array_segments: if let ::core::option::Option::Some(array_segments) =
                        value.array_segments()?
                    {
                        ::core::option::Option::Some(::core::convert::TryInto::try_into(
                            array_segments,
                        )?)
                    } else {
                        ::core::option::Option::None
                    },
                    array_indices: if let ::core::option::Option::Some(array_indices) =
                        value.array_indices()?
                    {
                        ::core::option::Option::Some(::core::convert::TryInto::try_into(
                            array_indices,
                        )?)
                    } else {
                        ::core::option::Option::None
                    },
                })
            }
        }

        impl<'a> ::planus::TableRead<'a> for DimensionMetadataRef<'a> {
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

        impl<'a> ::planus::VectorReadInner<'a> for DimensionMetadataRef<'a> {
            type Error = ::planus::Error;
            const STRIDE: usize = 4;

            unsafe fn from_buffer(
                buffer: ::planus::SliceWithStartOffset<'a>,
                offset: usize,
            ) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(buffer, offset).map_err(|error_kind| {
                    error_kind.with_error_location(
                        "[DimensionMetadataRef]",
                        "get",
                        buffer.offset_from_start,
                    )
                })
            }
        }

        /// # Safety
        /// The planus compiler generates implementations that initialize
        /// the bytes in `write_values`.
        unsafe impl ::planus::VectorWrite<::planus::Offset<DimensionMetadata>> for DimensionMetadata {
            type Value = ::planus::Offset<DimensionMetadata>;
            const STRIDE: usize = 4;
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> Self::Value {
                ::planus::WriteAs::prepare(self, builder)
            }

            #[inline]
            unsafe fn write_values(
                values: &[::planus::Offset<DimensionMetadata>],
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

        impl<'a> ::planus::ReadAsRoot<'a> for DimensionMetadataRef<'a> {
            fn read_as_root(slice: &'a [u8]) -> ::planus::Result<Self> {
                ::planus::TableRead::from_buffer(
                    ::planus::SliceWithStartOffset {
                        buffer: slice,
                        offset_from_start: 0,
                    },
                    0,
                )
                .map_err(|error_kind| {
                    error_kind.with_error_location("[DimensionMetadataRef]", "read_as_root", 0)
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
        pub struct SparsityParameters {
            pub traversal_order: ::core::option::Option<::planus::alloc::vec::Vec<i32>>,
            pub block_map: ::core::option::Option<::planus::alloc::vec::Vec<i32>>,
            pub dim_metadata:
                ::core::option::Option<::planus::alloc::vec::Vec<self::DimensionMetadata>>,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for SparsityParameters {
            fn default() -> Self {
                Self {
                    traversal_order: ::core::default::Default::default(),
                    block_map: ::core::default::Default::default(),
                    dim_metadata: ::core::default::Default::default(),
                }
            }
        }

        impl SparsityParameters {
            /// Creates a [SparsityParametersBuilder] for serializing an instance of this table.
            #[inline]
            pub fn builder() -> SparsityParametersBuilder<()> {
                SparsityParametersBuilder(())
            }

            #[allow(clippy::too_many_arguments)]
            pub fn create(
                builder: &mut ::planus::Builder,
                field_traversal_order: impl ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                field_block_map: impl ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                field_dim_metadata: impl ::planus::WriteAsOptional<
                    ::planus::Offset<[::planus::Offset<self::DimensionMetadata>]>,
                >,
            ) -> ::planus::Offset<Self> {
                let prepared_traversal_order = field_traversal_order.prepare(builder);
                let prepared_block_map = field_block_map.prepare(builder);
                let prepared_dim_metadata = field_dim_metadata.prepare(builder);

                let mut table_writer: ::planus::table_writer::TableWriter<10> =
                    ::core::default::Default::default();
                if prepared_traversal_order.is_some() {
                    table_writer.write_entry::<::planus::Offset<[i32]>>(0);
                }
                if prepared_block_map.is_some() {
                    table_writer.write_entry::<::planus::Offset<[i32]>>(1);
                }
                if prepared_dim_metadata.is_some() {
                    table_writer.write_entry::<::planus::Offset<[::planus::Offset<self::DimensionMetadata>]>>(2);
                }

                unsafe {
                    table_writer.finish(builder, |object_writer| {
                        if let ::core::option::Option::Some(prepared_traversal_order) =
                            prepared_traversal_order
                        {
                            object_writer.write::<_, _, 4>(&prepared_traversal_order);
                        }
                        if let ::core::option::Option::Some(prepared_block_map) = prepared_block_map
                        {
                            object_writer.write::<_, _, 4>(&prepared_block_map);
                        }
                        if let ::core::option::Option::Some(prepared_dim_metadata) =
                            prepared_dim_metadata
                        {
                            object_writer.write::<_, _, 4>(&prepared_dim_metadata);
                        }
                    });
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
                SparsityParameters::create(
                    builder,
                    &self.traversal_order,
                    &self.block_map,
                    &self.dim_metadata,
                )
            }
        }

        /// Builder for serializing an instance of the [SparsityParameters] type.
        /// Can be created using the [SparsityParameters::builder] method.
        #[derive(Debug)]
        #[must_use]
        pub struct SparsityParametersBuilder<State>(State);

        impl SparsityParametersBuilder<()> {
            /// Setter for the [`traversal_order` field](SparsityParameters#structfield.traversal_order).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn traversal_order<T0>(self, value: T0) -> SparsityParametersBuilder<(T0,)>
            where
                T0: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
            {
                SparsityParametersBuilder((value,))
            }

            /// Sets the [`traversal_order` field](SparsityParameters#structfield.traversal_order) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn traversal_order_as_null(self) -> SparsityParametersBuilder<((),)> {
                self.traversal_order(())
            }
        }

        impl<T0> SparsityParametersBuilder<(T0,)> {
            /// Setter for the [`block_map` field](SparsityParameters#structfield.block_map).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn block_map<T1>(self, value: T1) -> SparsityParametersBuilder<(T0, T1)>
            where
                T1: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
            {
                let (v0,) = self.0;
                SparsityParametersBuilder((v0, value))
            }

            /// Sets the [`block_map` field](SparsityParameters#structfield.block_map) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn block_map_as_null(self) -> SparsityParametersBuilder<(T0, ())> {
                self.block_map(())
            }
        }

        impl<T0, T1> SparsityParametersBuilder<(T0, T1)> {
            /// Setter for the [`dim_metadata` field](SparsityParameters#structfield.dim_metadata).
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn dim_metadata<T2>(self, value: T2) -> SparsityParametersBuilder<(T0, T1, T2)>
            where
                T2: ::planus::WriteAsOptional<
                    ::planus::Offset<[::planus::Offset<self::DimensionMetadata>]>,
                >,
            {
                let (v0, v1) = self.0;
                SparsityParametersBuilder((v0, v1, value))
            }

            /// Sets the [`dim_metadata` field](SparsityParameters#structfield.dim_metadata) to null.
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn dim_metadata_as_null(self) -> SparsityParametersBuilder<(T0, T1, ())> {
                self.dim_metadata(())
            }
        }

        impl<T0, T1, T2> SparsityParametersBuilder<(T0, T1, T2)> {
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

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T1: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T2: ::planus::WriteAsOptional<
                    ::planus::Offset<[::planus::Offset<self::DimensionMetadata>]>,
                >,
            > ::planus::WriteAs<::planus::Offset<SparsityParameters>>
            for SparsityParametersBuilder<(T0, T1, T2)>
        {
            type Prepared = ::planus::Offset<SparsityParameters>;

            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<SparsityParameters> {
                ::planus::WriteAsOffset::prepare(self, builder)
            }
        }

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T1: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T2: ::planus::WriteAsOptional<
                    ::planus::Offset<[::planus::Offset<self::DimensionMetadata>]>,
                >,
            > ::planus::WriteAsOptional<::planus::Offset<SparsityParameters>>
            for SparsityParametersBuilder<(T0, T1, T2)>
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

        impl<
                T0: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T1: ::planus::WriteAsOptional<::planus::Offset<[i32]>>,
                T2: ::planus::WriteAsOptional<
                    ::planus::Offset<[::planus::Offset<self::DimensionMetadata>]>,
                >,
            > ::planus::WriteAsOffset<SparsityParameters>
            for SparsityParametersBuilder<(T0, T1, T2)>
        {
            #[inline]
            fn prepare(
                &self,
                builder: &mut ::planus::Builder,
            ) -> ::planus::Offset<SparsityParameters> {
                let (v0, v1, v2) = &self.0;
                SparsityParameters::create(builder, v0, v1, v2)
            }
        }

        /// Reference to a deserialized [SparsityParameters].
        #[derive(Copy, Clone)]
        pub struct SparsityParametersRef<'a>(#[allow(dead_code)] ::planus::table_reader::Table<'a>);

        impl<'a> SparsityParametersRef<'a> {
            #[inline]
            pub fn traversal_order(
                &self,
            ) -> ::planus::Result<::core::option::Option<::planus::Vector<'a, i32>>> {
                self.0.access(0, "SparsityParameters", "traversal_order")
            }

            #[inline]
            pub fn block_map(
                &self,
            ) -> ::planus::Result<::core::option::Option<::planus::Vector<'a, i32>>> {
                self.0.access(1, "SparsityParameters", "block_map")
            }

            #[inline]
            pub fn dim_metadata(
                &self,
            ) -> ::planus::Result<
                ::core::option::Option<
                    ::planus::Vector<'a, ::planus::Result<self::DimensionMetadataRef<'a>>>,
                >,
            > {
                self.0.access(2, "SparsityParameters", "dim_metadata")
            }
        }

        impl<'a> ::core::fmt::Debug for SparsityParametersRef<'a> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut f = f.debug_struct("SparsityParametersRef");
                if let ::core::option::Option::Some(field_traversal_order) =
                    self.traversal_order().transpose()
                {
                    f.field("traversal_order", &field_traversal_order);
                }
                if let ::core::option::Option::Some(field_block_map) = self.block_map().transpose()
                {
                    f.field("block_map", &field_block_map);
                }
                if let ::core::option::Option::Some(field_dim_metadata) =
                    self.dim_metadata().transpose()
                {
                    f.field("dim_metadata", &field_dim_metadata);
                }
                f.finish()
            }
        }

        impl<'a> ::core::convert::TryFrom<SparsityParametersRef<'a>> for SparsityParameters {
            type Error = ::planus::Error;

            #[allow(unreachable_code)]
            fn try_from(value: SparsityParametersRef<'a>) -> ::planus::Result<Self> {
                ::core::result::Result::Ok(Self {
                    traversal_order: if let ::core::option::Option::Some(traversal_order) =
                        value.traversal_order()?
                    {
                        ::core::option::Option::Some(traversal_order.to_vec()?)
                    } else {
                        ::core::option::Option::None
                    },
                    block_map: if let ::core::option::Option::Some(block_map) = value.block_map()? {
                        ::core::option::Option::Some(block_map.to_vec()?)
                    } else {
                        ::core::option::Option::None
                    },
                    dim_metadata: if let ::core::option::Option::Some(dim_metadata) =
                        value.dim_metadata()?
                    {
                        ::core::option::Option::Some(dim_metadata.to_vec_result()?)
                    } else {
                        ::core::option::Option::None
                    },
                })
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
                field_quantization: impl ::planus::WriteAsOptional<::planus::Offset<self::Skip>>,
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
                    table_writer.write_entry::<::planus::Offset<self::Skip>>(4);
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
                T4: ::planus::WriteAsOptional<::planus::Offset<self::Skip>>,
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
                T4: ::planus::WriteAsOptional<::planus::Offset<self::Skip>>,
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
                T4: ::planus::WriteAsOptional<::planus::Offset<self::Skip>>,
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
        pub struct Model {
            pub version: u32,
            pub operator_codes: ::core::option::Option<::planus::alloc::vec::Vec<self::Skip>>,
            pub subgraphs: ::core::option::Option<::planus::alloc::vec::Vec<self::SubGraph>>,
        }

        #[allow(clippy::derivable_impls)]
        impl ::core::default::Default for Model {
            fn default() -> Self {
                Self {
                    version: 0,
                    operator_codes: ::core::default::Default::default(),
                    subgraphs: ::core::default::Default::default(),
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
            ) -> ::planus::Offset<Self> {
                let prepared_version = field_version.prepare(builder, &0);
                let prepared_operator_codes = field_operator_codes.prepare(builder);
                let prepared_subgraphs = field_subgraphs.prepare(builder);

                let mut table_writer: ::planus::table_writer::TableWriter<10> =
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
                Model::create(builder, self.version, &self.operator_codes, &self.subgraphs)
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
            > ::planus::WriteAs<::planus::Offset<Model>> for ModelBuilder<(T0, T1, T2)>
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
            > ::planus::WriteAsOptional<::planus::Offset<Model>> for ModelBuilder<(T0, T1, T2)>
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
            > ::planus::WriteAsOffset<Model> for ModelBuilder<(T0, T1, T2)>
        {
            #[inline]
            fn prepare(&self, builder: &mut ::planus::Builder) -> ::planus::Offset<Model> {
                let (v0, v1, v2) = &self.0;
                Model::create(builder, v0, v1, v2)
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
