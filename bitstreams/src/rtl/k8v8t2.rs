//! The switch RTL for k8v8t2: 8-byte keys, 8-byte values, 2 tables.

pub mod sig {
    netjoin_hdl::signature_consts!(8, 8, 2);
}
crate::rtl_modules!();
