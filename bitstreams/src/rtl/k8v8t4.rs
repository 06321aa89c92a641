//! The switch RTL for k8v8t4: 8-byte keys, 8-byte values, 4 tables.

pub mod sig {
    netjoin_hdl::signature_consts!(8, 8, 4);
}
crate::rtl_modules!();
