//! The switch RTL for k4v8t3: 4-byte keys, 8-byte values, 3 tables.

pub mod sig {
    netjoin_hdl::signature_consts!(4, 8, 3);
}
crate::rtl_modules!();
