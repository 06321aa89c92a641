//! The switch RTL for k8v8t3: 8-byte keys, 8-byte values, 3 tables.

pub mod sig {
    netjoin_hdl::signature_consts!(8, 8, 3);
}
crate::rtl_modules!();
